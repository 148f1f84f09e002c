import { z } from 'zod';
import { tryToPaise } from '../rules/pricing.ts';
import { isValidMobileNumber, LOGIN_FIELD_MAX, MOBILE_DIGITS, OTP_LENGTH } from '../rules/validators.ts';
import { ZDbId, ZMoneyInput } from './fields.ts';

const loginId = z.string().trim().min(1).max(LOGIN_FIELD_MAX);
const password = z
  .string()
  .max(LOGIN_FIELD_MAX)
  .refine((v) => v.trim().length > 0, 'Password is required');
const otp = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'A code is exactly 4 digits');
const mobile = z
  .string()
  .trim()
  .max(20)
  .refine(isValidMobileNumber, `A mobile number is ${MOBILE_DIGITS} digits, optionally after a country code`);

export const ZCheckLoginIdRequest = z.object({ loginId });
export type TCheckLoginIdRequest = z.infer<typeof ZCheckLoginIdRequest>;
export const ZCheckLoginIdResponse = z.object({ isLoginWithPassword: z.boolean(), loginId: z.string() });
export type TCheckLoginIdResponse = z.infer<typeof ZCheckLoginIdResponse>;

export const ZUserAuthenticationRequest = z.object({ loginId, password: password.optional() });
export type TUserAuthenticationRequest = z.infer<typeof ZUserAuthenticationRequest>;

/**
 * What a sign-in still owes before the session is full. A token issued while a step is owed is
 * temporary and can call only the calls of that step.
 */
export const SIGN_IN_STEPS = ['otp', 'onboard', 'changePassword'] as const;
export const ZSignInStep = z.enum(SIGN_IN_STEPS);
export type TSignInStep = z.infer<typeof ZSignInStep>;

export const ZAuthUser = z.object({
  retailerid: z.number().int(),
  retailercode: z.string(),
  retailername: z.string(),
  loginId: z.string(),
  mobile: z.string(),
  isfirsttimelogin: z.boolean(),
  isLoginWithPassword: z.boolean(),
  distributorid: z.number().int().nullable(),
  distributorcode: z.string().nullable(),
  /** null once the session is full. */
  nextStep: ZSignInStep.nullable(),
  /** Where the code went (masked), when nextStep is 'otp'. */
  otpSentTo: z.string().nullable(),
  otpExpiresInSeconds: z.number().int().nullable(),
  resendAfterSeconds: z.number().int().nullable(),
  /**
   * The language the retailer chose, kept on the account so it follows them to another device
   * (decision 106); null until they choose one. Optional: a user kept on a device before it
   * existed has none.
   */
  language: z.string().nullable().optional(),
});
export type TAuthUser = z.infer<typeof ZAuthUser>;

export const ZValidateLoginOtpRequest = z.object({ otp });
export type TValidateLoginOtpRequest = z.infer<typeof ZValidateLoginOtpRequest>;

export const ZOtpSentResponse = z.object({
  otpSentTo: z.string(),
  otpExpiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type TOtpSentResponse = z.infer<typeof ZOtpSentResponse>;

/** The two acceptances default to false so a client with both switched off may leave them out. */
export const ZOnboardRequest = z.object({
  mobileno: mobile,
  contractAccepted: z.boolean().default(false),
  termsAccepted: z.boolean().default(false),
});
export type TOnboardRequest = z.infer<typeof ZOnboardRequest>;

export const ZChangePasswordRequest = z.object({
  NewPassword: password,
  ConfirmPassword: password,
  OldPassword: password.optional(),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/**
 * A mobile number change (decision 072) proves the caller owns the account first:
 * - `oldmobileno` alone sends a code to the current number (accounts without a password);
 * - `mobileno` sends a code to the new number once proved: `password` for a password account,
 *   else `oldmobileotp`, the code the current number received (it holds for 10 minutes).
 * `oldmobileno`, when sent, must be the number on file.
 */
export const ZRequestMobChangeOtpRequest = z
  .object({
    mobileno: mobile.optional(),
    oldmobileno: mobile.optional(),
    password: password.optional(),
    oldmobileotp: otp.optional(),
  })
  .refine((body) => body.mobileno !== undefined || body.oldmobileno !== undefined, {
    message: 'Send the new number (mobileno), or the current one (oldmobileno) for a code to it',
  });
export type TRequestMobChangeOtpRequest = z.infer<typeof ZRequestMobChangeOtpRequest>;

/**
 * UpdateLanguage (the spec's "language default update", path not shown; decision 106): the
 * language the retailer chose in the app, one of the client's languages.
 */
export const ZUpdateLanguageRequest = z.object({ Language: z.string().trim().min(2).max(10) });
export type TUpdateLanguageRequest = z.infer<typeof ZUpdateLanguageRequest>;

export const ZChangeMobileNoRequest = z.object({ otp, mobileno: mobile });
export type TChangeMobileNoRequest = z.infer<typeof ZChangeMobileNoRequest>;
/** The retailer's mobile number after the change: its 10 national digits. */
export const ZChangeMobileNoResponse = z.object({ mobile: z.string() });
export type TChangeMobileNoResponse = z.infer<typeof ZChangeMobileNoResponse>;

export const ZRetailerProfile = z.object({
  retailerName: z.string(),
  retailerCode: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  address: z.string(),
  country: z.string(),
  state: z.string(),
  tier: z.string(),
  zipCode: z.string(),
  channel: z.string(),
  subChannel: z.string(),
  uanNumber: z.string(),
  panNumber: z.string(),
  gstNumber: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  language: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  username: z.string(),
  osamount: z.string(),
  creditDetails: z.object({
    creditLimit: z.string(),
    creditDays: z.number().int(),
    availableCredit: z.string(),
  }),
  companyRep: z.object({ name: z.string(), mobile: z.string(), email: z.string() }).nullable(),
  distributorRep: z.object({ name: z.string(), mobile: z.string(), email: z.string() }).nullable(),
});
export type TRetailerProfile = z.infer<typeof ZRetailerProfile>;

export const ZOutboxRequest = z.object({ To: z.string().trim().min(1).max(20) });
export const ZOutboxMessage = z.object({ To: z.string(), Body: z.string(), CreatedOn: z.string() });
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** Highest price /dev/SetProductPrice sets, rupees: a line of the most pieces still fits the orders' amounts. */
export const DEV_MAX_PRICE = 100_000;

/**
 * /dev/SetProductPrice (only with DEV_OUTBOX=true, decision 068): a distributor's new price per
 * piece of a product, above 0 and at most DEV_MAX_PRICE, for browser tests and demos.
 */
export const ZSetProductPriceRequest = z.object({
  DistributorId: ZDbId,
  ProductId: ZDbId,
  Price: ZMoneyInput.refine((v) => {
    const paise = tryToPaise(v);
    return paise !== null && paise > 0n && paise <= BigInt(DEV_MAX_PRICE) * 100n;
  }, `A price is above 0 and at most ${DEV_MAX_PRICE}`),
});
export type TSetProductPriceRequest = z.infer<typeof ZSetProductPriceRequest>;
