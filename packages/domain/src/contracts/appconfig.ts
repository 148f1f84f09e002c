import { z } from 'zod';

export const ZConfigEntry = z.object({ key: z.string(), value: z.string() });
export const ZMenuEntry = z.object({
  TCode: z.string(),
  LCode: z.string(),
  Target: z.string(),
  Icon: z.string(),
  Seq: z.number().int(),
});
export type TMenuEntry = z.infer<typeof ZMenuEntry>;

export const ZPwaConfigResponse = z.object({ Configs: z.array(ZConfigEntry), Menus: z.array(ZMenuEntry) });
export type TPwaConfigResponse = z.infer<typeof ZPwaConfigResponse>;

export const STATIC_CONTENT_CODES = [
  'MinOrderQtyDisclaimer',
  'TermsAndCondition',
  'ContractAgreement',
  'SmartListDisclaimer',
] as const;
export const ZStaticContentRequest = z.object({ Code: z.enum(STATIC_CONTENT_CODES) });
export type TStaticContentRequest = z.infer<typeof ZStaticContentRequest>;
/** A static content value is JSON: a title and paragraphs, per language when translated. */
export const ZStaticContent = z.object({ Title: z.string(), Body: z.array(z.string()) });
export type TStaticContent = z.infer<typeof ZStaticContent>;

/**
 * Page-level values of a client, injected into index.html so the login page is branded before
 * any call: logo, app name, theme colour, currency, languages and translation overrides.
 */
export const ZPageConfig = z.object({
  clientCode: z.string(),
  appName: z.string(),
  logoUrl: z.string(),
  themeColour: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  multiLanguage: z.boolean(),
  translationOverrides: z.record(z.string(), z.record(z.string(), z.string())),
  minAppVersion: z.string(),
  /** Settings the login page needs before sign-in. */
  isEnableOnboardContractAgreement: z.boolean(),
  isEnableAcceptTermsAndConditions: z.boolean(),
  isEnableResendOtp: z.boolean(),
  otpResendSeconds: z.number().int(),
});
export type TPageConfig = z.infer<typeof ZPageConfig>;
