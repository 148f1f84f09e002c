import { isValidOtp, normaliseOtp, OTP_LENGTH } from '@restock/domain/rules/validators';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { pageConfig } from '../../../lib/page-config';
import type { LoginFlow, OtpStep } from '../use-login-flow';

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const BOXES = Array.from({ length: OTP_LENGTH }, (_, i) => i);

/**
 * The code step: a modal over the form that led to it (Cancel goes back to the first form). One
 * input (autofill from the text message, paste) drawn as four boxes; a countdown, then "Resend code"
 * when the client allows resending.
 */
export function OtpDialog({ flow, otp }: { flow: LoginFlow; otp: OtpStep }) {
  const { t } = useTranslation();
  const config = pageConfig();
  const inputId = useId();
  const messageId = `${inputId}-msg`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [focused, setFocused] = useState(false);
  const [resent, setResent] = useState(false);
  const resendSeconds = otp.resendAfterSeconds ?? config.otpResendSeconds;
  const [resendAt, setResendAt] = useState(() => Date.now() + resendSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((resendAt - now) / 1000));

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  const serverKey = flow.fieldError?.field === 'otp' ? flow.fieldError.key : null;
  const errorKey = invalid ? 'login.otp.enterValidOtp' : serverKey;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidOtp(code)) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    void flow.verifyOtp(code).then((ok) => {
      if (!ok) inputRef.current?.select();
    });
  };

  const onResend = async () => {
    setResent(false);
    const sent = await flow.resendOtp();
    if (!sent) return;
    setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
    setNow(Date.now());
    setCode('');
    setResent(true);
    inputRef.current?.focus();
  };

  const minutes = otp.expiresInSeconds ? Math.max(1, Math.round(otp.expiresInSeconds / 60)) : null;
  return (
    <Dialog
      open
      modal
      onOpenChange={(open) => !open && flow.backToStart()}
      title={t('login.otp.title')}
      description={t('login.otp.sentTo', { to: otp.sentTo })}
    >
      <form noValidate onSubmit={onSubmit}>
        <label htmlFor={inputId} className="mb-2 block text-center text-sm font-medium text-slate-700">
          {t('login.otp.label')}
        </label>
        <div className="relative mx-auto w-fit">
          <div aria-hidden="true" className="flex gap-3">
            {BOXES.map((i) => {
              const active =
                focused && (i === code.length || (i === OTP_LENGTH - 1 && code.length === OTP_LENGTH));
              return (
                <span
                  key={i}
                  className={`flex h-14 w-12 items-center justify-center rounded-xl border-2 bg-white text-2xl font-semibold text-slate-900 tabular-nums transition-colors ${
                    errorKey
                      ? 'border-red-400'
                      : active
                        ? 'border-brand ring-4 ring-brand/15'
                        : code[i]
                          ? 'border-slate-400'
                          : 'border-slate-200'
                  }`}
                >
                  {code[i] ?? ''}
                </span>
              );
            })}
          </div>
          <input
            ref={inputRef}
            id={inputId}
            name="otp"
            value={code}
            onChange={(e) => {
              setCode(normaliseOtp(e.target.value));
              setInvalid(false);
              if (serverKey) flow.clearFieldError();
            }}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{4}"
            maxLength={OTP_LENGTH}
            autoFocus
            required
            aria-invalid={errorKey ? true : undefined}
            aria-describedby={errorKey ? messageId : undefined}
            className="absolute inset-0 h-full w-full cursor-text text-transparent caret-transparent opacity-0"
          />
        </div>
        <div className="mt-2 min-h-5 text-center text-sm">
          {errorKey ? (
            <p id={messageId} role="alert" className="text-red-600">
              {t(errorKey, { ...flow.fieldError?.values })}
            </p>
          ) : resent ? (
            <p role="status" className="text-emerald-700">
              {t('login.otp.resent', { to: otp.sentTo })}
            </p>
          ) : minutes ? (
            <p className="text-slate-500">{t('login.otp.expires', { count: minutes })}</p>
          ) : null}
        </div>

        {config.isEnableResendOtp ? (
          <div className="mt-3 text-center text-sm text-slate-600">
            {remaining > 0 ? (
              <p aria-live="off">
                {t('login.otp.resendIn')}{' '}
                <span className="font-semibold text-slate-800 tabular-nums">{clock(remaining)}</span>
              </p>
            ) : (
              <p>
                {t('login.otp.notReceived')}{' '}
                <button
                  type="button"
                  onClick={() => void onResend()}
                  disabled={flow.busy}
                  className="font-semibold text-brand underline underline-offset-2 disabled:text-slate-400"
                >
                  {t('login.otp.resend')}
                </button>
              </p>
            )}
          </div>
        ) : null}

        <div className="mt-5 grid gap-2">
          <Button type="submit" block loading={flow.busy} className="min-h-12 text-base">
            {t('login.otp.verify')}
          </Button>
          <Button variant="secondary" block onClick={flow.backToStart}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
