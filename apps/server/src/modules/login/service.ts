/**
 * The login module's public face: sign-in with its steps and onboarding (sign-in.ts), password
 * changes (password.ts), and what other modules use of the account.
 */
export { type ChangePasswordResult, changePassword, confirmCurrentPassword } from './password.ts';
/** Seeds store demo passwords the way sign-in checks them. */
export { decoyHash, hashPassword } from './password-hash.ts';
/** Checkout's order code and the retailer's profile work on the account (its mobile number). */
export {
  type Account,
  findAccountById,
  isMobileTaken,
  revokeOtherSessions,
  updateRetailerMobile,
  updateUserLanguage,
} from './queries.ts';
export {
  checkLoginId,
  firstPendingStep,
  type LoginContext,
  loadAccount,
  loginContext,
  logout,
  needsCodeAfterPassword,
  onboard,
  PASSWORD_FAIL_WINDOW_MS,
  PASSWORD_FAILS_PER_WINDOW,
  requireMobile,
  resendLoginCode,
  type SignInResult,
  sendCode,
  signIn,
  toAuthUser,
  validateLoginCode,
} from './sign-in.ts';
