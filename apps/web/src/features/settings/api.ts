import { ZChangeMobileNoResponse, ZOtpSentResponse } from '@restock/domain/contracts/login';
import { apiCall } from '../../lib/api';

/** Sends a one-time code to the new mobile number (the current one is sent to catch a stale screen). */
export async function requestMobileChangeOtp(mobileno: string, oldmobileno: string | undefined) {
  const body = oldmobileno ? { mobileno, oldmobileno } : { mobileno };
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
