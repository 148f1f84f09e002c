import { z } from 'zod';

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
  dId: z.coerce.number().int().positive(),
  ClearCart: z.boolean().optional().default(false),
  IsFromLogin: z.boolean().optional().default(false),
});
export type TSwitchDistributorRequest = z.infer<typeof ZSwitchDistributorRequest>;
