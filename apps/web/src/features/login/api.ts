import type { TAuthUser, TCheckLoginIdResponse, TOtpSentResponse } from '@restock/domain/contracts/login';
import { apiCall } from '../../lib/api';

/*
 * The sign-in calls. Types only from the contracts: the login page is the first load, so no zod
 * here (the server parses every body with the same contracts and answers only what they allow).
 */

/** A sign-in answer: the user, and the token when the server issued a new one (user-key header). */
export interface AuthAnswer {
  user: TAuthUser;
  token: string | null;
}

async function authCall(path: string, body: unknown, token?: string): Promise<AuthAnswer> {
  const { data, headers } = await apiCall<TAuthUser>(path, body, { token: token ?? null });
  return { user: data, token: headers.get('user-key') };
}

export async function checkLoginId(loginId: string): Promise<TCheckLoginIdResponse> {
  return (await apiCall<TCheckLoginIdResponse>('/Login/CheckLoginIdExist', { loginId })).data;
}

export function authenticate(loginId: string, password?: string): Promise<AuthAnswer> {
  return authCall('/login/UserAuthentication', password === undefined ? { loginId } : { loginId, password });
}

export function validateLoginOtp(otp: string, token: string): Promise<AuthAnswer> {
  return authCall('/Login/ValidateLoginOTP', { otp }, token);
}

export async function resendLoginOtp(token: string): Promise<TOtpSentResponse> {
  return (await apiCall<TOtpSentResponse>('/Login/ResendLoginOTP', {}, { token })).data;
}

export function onboard(
  body: { mobileno: string; contractAccepted: boolean; termsAccepted: boolean },
  token: string,
): Promise<AuthAnswer> {
  return authCall('/Login/Onboard', body, token);
}

export function changeFirstPassword(
  newPassword: string,
  confirmPassword: string,
  token: string,
): Promise<AuthAnswer> {
  return authCall(
    '/Login/ChangePassword',
    { NewPassword: newPassword, ConfirmPassword: confirmPassword },
    token,
  );
}
