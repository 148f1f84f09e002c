import {
  type TRequestMobChangeOtpRequest,
  ZChangeMobileNoResponse,
  ZOtpSentResponse,
} from '@restock/domain/contracts/login';
import { apiCall } from '../../lib/api';

/**
 * Sends a one-time code for a mobile number change (decision 072): to the current number when only
 * `oldmobileno` is given (the proof of an account without a password), else to the new number
 * with the proof (`password`, or `oldmobileotp`). The current number goes along to catch a stale screen.
 */
export async function requestMobileChangeOtp(body: TRequestMobChangeOtpRequest) {
  return (await apiCall('/Login/RequestMobChangeOTP', body, { schema: ZOtpSentResponse })).data;
}

/** Checks the code and stores the new number; answers the stored 10 digits. */
export async function changeMobileNumber(otp: string, mobileno: string) {
  return (await apiCall('/login/ChangeMobileNo', { otp, mobileno }, { schema: ZChangeMobileNoResponse }))
    .data;
}

/** Password reset with the current password; the server ends the retailer's other sessions. */
export async function changePassword(input: {
  OldPassword: string;
  NewPassword: string;
  ConfirmPassword: string;
}) {
  await apiCall('/Login/ChangePassword', input);
}
