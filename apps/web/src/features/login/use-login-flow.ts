import type { TOtpSentResponse } from '@restock/domain/contracts/login';
import { MOBILE_DIGITS } from '@restock/domain/rules/validators';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import {
  type AuthAnswer,
  authenticate,
  changeFirstPassword,
  checkLoginId,
  onboard,
  resendLoginOtp,
  validateLoginOtp,
} from './api';

/** The form on the card. The code step is a modal over the form that led to it. */
export type LoginStep =
  | { kind: 'loginId' }
  | { kind: 'auto'; mobile: string }
  | { kind: 'password'; loginId: string }
  | { kind: 'onboard'; loginId: string; token: string }
  | { kind: 'changePassword'; loginId: string; token: string };

export interface OtpStep {
  token: string;
  sentTo: string;
  expiresInSeconds: number | null;
  resendAfterSeconds: number | null;
}

/** Where a coded server error is also shown inline (besides the alert). */
export type ErrorField = 'loginId' | 'password' | 'mobile' | 'newPassword' | 'confirmPassword' | 'otp';

export interface FieldError {
  field: ErrorField;
  /** A translation key, so the message follows a language switch. */
  key: string;
  /** Its values: the minutes to wait after too many attempts. */
  values?: { count: number };
}

const SESSION_GONE = new Set(['E000', 'EXP']);

/**
 * The sign-in state machine (ordering-core sections 2 and 4): check the login id, then a password or
 * a sign-in straight away, then whatever step the server says is still owed (code, onboarding,
 * first-time password change) until a full token arrives. The temporary token of a pending step
 * lives in memory only (useSession.setTemp); the full one goes through useSession.signIn.
 */
export function useLoginFlow(autoMobile: string | null) {
  const { t } = useTranslation();
  const [step, setStep] = useState<LoginStep>(() =>
    autoMobile !== null && autoMobile.length === MOBILE_DIGITS
      ? { kind: 'auto', mobile: autoMobile }
      : { kind: 'loginId' },
  );
  const [loginId, setLoginId] = useState(autoMobile ?? '');
  const [otp, setOtp] = useState<OtpStep | null>(null);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError | null>(() =>
    autoMobile !== null && autoMobile.length !== MOBILE_DIGITS
      ? { field: 'loginId', key: 'session.error.mobileNumberLength' }
      : null,
  );
  const [errorDialog, setErrorDialog] = useState<string | null>(null);
  const busyRef = useRef(false);

  const backToStart = useCallback(() => {
    useSession.getState().setTemp(null, null);
    setOtp(null);
    setStep({ kind: 'loginId' });
  }, []);

  /** Coded failures: the translated alert (and inline where it helps); uncoded: a dialog with the server's text. */
  const report = useCallback(
    (err: unknown, field: ErrorField | null) => {
      if (err instanceof Error && err.name === 'AbortError') return;
      const text = errorText(err);
      if (!text) {
        setErrorDialog(err instanceof Error && err.message ? err.message : t('common.alerts.error.generic'));
        return;
      }
      // Onboarding's E003: the number typed is not the one the distributor has (decision 073).
      const { key, values } =
        field === 'mobile' && err instanceof ApiError && err.code === 'E003'
          ? { key: 'login.onboard.notOnFile', values: undefined }
          : text;
      notify.error(t(key, { ...values }));
      if (
        err instanceof ApiError &&
        SESSION_GONE.has(err.code) &&
        field !== 'loginId' &&
        field !== 'password'
      ) {
        // The temporary token of the pending step has ended: start again.
        backToStart();
        setFieldError({ field: 'loginId', key, values });
        return;
      }
      if (!field) return;
      const code = err instanceof ApiError ? err.code : '';
      // A mismatch belongs under the confirmation, the rest of a password change under the new one.
      setFieldError({
        field: field === 'newPassword' && code === 'E031' ? 'confirmPassword' : field,
        key,
        values,
      });
    },
    [t, backToStart],
  );

  /** Runs one call at a time with the loader on, reporting its failure. */
  const run = useCallback(
    async (field: ErrorField | null, action: () => Promise<void>): Promise<boolean> => {
      if (busyRef.current) return false;
      busyRef.current = true;
      setBusy(true);
      setFieldError(null);
      try {
        await action();
        return true;
      } catch (err) {
        report(err, field);
        return false;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [report],
  );

  /** Follows the step the server says is owed; a full token ends the sign-in. */
  const follow = useCallback(async (answer: AuthAnswer, currentToken: string | null) => {
    const token = answer.token ?? currentToken;
    if (!token) throw new ApiError('E009', '', 0);
    const { user } = answer;
    const session = useSession.getState();
    switch (user.nextStep) {
      case null:
        // The page leaves for the logged-in area once the token is set (the code dialog stays open till then).
        await session.signIn(token, user);
        return;
      case 'otp':
        session.setTemp(token, user);
        setOtp({
          token,
          sentTo: user.otpSentTo ?? user.mobile,
          expiresInSeconds: user.otpExpiresInSeconds,
          resendAfterSeconds: user.resendAfterSeconds,
        });
        return;
      case 'onboard':
        session.setTemp(token, user);
        setStep({ kind: 'onboard', loginId: user.loginId, token });
        return;
      case 'changePassword':
        session.setTemp(token, user);
        setStep({ kind: 'changePassword', loginId: user.loginId, token });
        return;
    }
  }, []);

  const submitLoginId = useCallback(
    (id: string) =>
      run('loginId', async () => {
        const checked = await checkLoginId(id);
        if (checked.isLoginWithPassword) {
          setStep({ kind: 'password', loginId: checked.loginId });
          return;
        }
        await follow(await authenticate(checked.loginId), null);
      }),
    [run, follow],
  );

  // Auto sign-in from ?mob=: runs once (refs survive StrictMode's second effect run).
  const autoStarted = useRef(false);
  useEffect(() => {
    if (step.kind !== 'auto' || autoStarted.current) return;
    autoStarted.current = true;
    void submitLoginId(step.mobile).then((ok) => {
      if (!ok) setStep((s) => (s.kind === 'auto' ? { kind: 'loginId' } : s));
    });
  }, [step, submitLoginId]);

  const submitPassword = useCallback(
    (password: string) => {
      if (step.kind !== 'password') return Promise.resolve(false);
      const id = step.loginId;
      return run('password', async () => follow(await authenticate(id, password), null));
    },
    [step, run, follow],
  );

  const submitOnboard = useCallback(
    (body: { mobileno: string; contractAccepted: boolean; termsAccepted: boolean }) => {
      if (step.kind !== 'onboard') return Promise.resolve(false);
      const token = step.token;
      return run('mobile', async () => follow(await onboard(body, token), token));
    },
    [step, run, follow],
  );

  const submitChangePassword = useCallback(
    (newPassword: string, confirmPassword: string) => {
      if (step.kind !== 'changePassword') return Promise.resolve(false);
      const token = step.token;
      return run('newPassword', async () =>
        follow(await changeFirstPassword(newPassword, confirmPassword, token), token),
      );
    },
    [step, run, follow],
  );

  const verifyOtp = useCallback(
    (code: string) => {
      if (!otp) return Promise.resolve(false);
      const token = otp.token;
      return run('otp', async () => follow(await validateLoginOtp(code, token), token));
    },
    [otp, run, follow],
  );

  const resendOtp = useCallback(async (): Promise<TOtpSentResponse | null> => {
    if (!otp) return null;
    const token = otp.token;
    let sent: TOtpSentResponse | null = null;
    await run('otp', async () => {
      sent = await resendLoginOtp(token);
      const next = sent;
      setOtp((o) => (o ? { ...o, sentTo: next.otpSentTo, expiresInSeconds: next.otpExpiresInSeconds } : o));
    });
    return sent;
  }, [otp, run]);

  return {
    step,
    otp,
    busy,
    loginId,
    setLoginId,
    fieldError,
    clearFieldError: useCallback(() => setFieldError(null), []),
    errorDialog,
    dismissErrorDialog: useCallback(() => setErrorDialog(null), []),
    /** Back to the first form, keeping what was typed there ("change user", code cancelled). */
    backToStart: useCallback(() => {
      setFieldError(null);
      backToStart();
    }, [backToStart]),
    submitLoginId,
    submitPassword,
    submitOnboard,
    submitChangePassword,
    verifyOtp,
    resendOtp,
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
