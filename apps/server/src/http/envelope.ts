import type { Envelope } from '@restock/domain/contracts/envelope';

export interface OkOptions {
  msg?: string;
  code?: string;
  count?: number;
  totalCount?: number;
}

/** A success envelope. Count defaults to the list length (or 1), TotalCount to Count. */
export function ok<T>(data: T, options: OkOptions = {}): Envelope<T> {
  const count = options.count ?? (Array.isArray(data) ? data.length : data === null ? 0 : 1);
  return {
    Status: 1,
    Data: data,
    Msg: options.msg ?? '',
    Code: options.code ?? '',
    Count: count,
    TotalCount: options.totalCount ?? count,
  };
}

export function failure(code: string, msg: string): Envelope<null> {
  return { Status: 0, Data: null, Msg: msg, Code: code, Count: 0, TotalCount: 0 };
}

/**
 * An answer already serialised: the product lists build their Data from cached JSON text
 * (decision 060). Routes send it as it is, as application/json.
 */
export class JsonText {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** An envelope as JSON text: Data's text and the other fields (Status, Msg, Code, counts...). */
export function envelopeJson(
  dataJson: string,
  fields: Omit<Envelope<unknown>, 'Data'> & Record<string, unknown>,
): JsonText {
  return new JsonText(`{"Data":${dataJson},${JSON.stringify(fields).slice(1)}`);
}
