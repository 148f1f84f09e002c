import { z } from 'zod';
import { ZDbId } from './fields.ts';

export const ZDistributor = z.object({
  dId: z.number().int(),
  dCode: z.string(),
  dName: z.string(),
  address: z.string(),
  fssaiNo: z.string(),
  phone: z.string(),
  IsDefault: z.boolean(),
  IsSelected: z.boolean(),
});
export type TDistributor = z.infer<typeof ZDistributor>;

export const ZSwitchDistributorRequest = z.object({
  dId: ZDbId,
  ClearCart: z.boolean().optional().default(false),
  IsFromLogin: z.boolean().optional().default(false),
});
export type TSwitchDistributorRequest = z.infer<typeof ZSwitchDistributorRequest>;
