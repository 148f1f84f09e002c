import { z } from 'zod';
import { ERROR_CODE_LIST, SUCCESS_CODE_LIST } from '../codes.ts';

/** Every API answer: Status 1 on success, 0 on failure with a Code from the catalogue. */
export interface Envelope<T> {
  Status: 0 | 1;
  Data: T;
  Msg: string;
  Code: string;
  Count: number;
  TotalCount: number;
}

export const ZCode = z.enum([...ERROR_CODE_LIST, ...SUCCESS_CODE_LIST, '']);

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    Status: z.union([z.literal(0), z.literal(1)]),
    Data: data,
    Msg: z.string(),
    Code: z.string(),
    Count: z.number().int(),
    TotalCount: z.number().int(),
  });
}

/** A call that takes no fields; unknown fields are refused so typos surface as E008. */
export const ZEmptyRequest = z.strictObject({}).optional().default({});
