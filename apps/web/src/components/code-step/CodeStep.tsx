import { isValidOtp, normaliseOtp, OTP_LENGTH } from '@restock/domain/rules/validators';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The words of a code step, already in the reader's language. */
export interface CodeStepTexts {
  sending: string;
  sent: string;
  sentTo(to: string): string;
  label: string;
  enterValidOtp: string;
  verify: string;
  resend: string;
  resendIn: string;
}

export interface CodeStepProps {
  resendEnabled: boolean;
  resendSeconds: number;
  /** Sends a code: where it went (masked) and when another may be asked for. */
  send(): Promise<{ sentTo: string | null; resendAfterSeconds: number | null }>;
  /** Checks the typed code with the server; throws its refusal. */
  verify(code: string): Promise<void>;
  texts: CodeStepTexts;
  /** The input's test id; the verify button's is this plus "-verify". */
  testId: string;
  onVerified(): void;
  onCancel(): void;
}

/**
 * A one-time code step (the order code, the reward code): sent when the step opens, 4 digits
 * (others are dropped as typed), checked by the server; "resend" after a countdown when the
 * client allows it.
 */
export function CodeStep({
  resendEnabled,
  resendSeconds,
  send: sendCode,
  verify,
  texts,
  testId,
  onVerified,
  onCancel,
}: CodeStepProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(true);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resendAt, setResendAt] = useState(() => Date.now() + resendSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const started = useRef(false);
  const remaining = Math.max(0, Math.ceil((resendAt - now) / 1000));

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const sent = await sendCode();
      setSentTo(sent.sentTo);
      setResendAt(Date.now() + (sent.resendAfterSeconds ?? resendSeconds) * 1000);
      setNow(Date.now());
      setCode('');
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setSending(false);
      inputRef.current?.focus();
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the code is sent once, when the step opens.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send();
  }, []);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidOtp(code)) {
      setError(texts.enterValidOtp);
      inputRef.current?.focus();
      return;
    }
    setVerifying(true);
    setError(null);
    try {
      await verify(code);
      onVerified();
    } catch (err) {
      setError(errorMessage(err, t));
      inputRef.current?.select();
    } finally {
      setVerifying(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="mb-3 min-h-5 text-sm text-slate-600" aria-live="polite">
        {sending ? (
          <span className="inline-flex items-center gap-2">
            <Spinner size={16} />
            {texts.sending}
          </span>
        ) : sentTo ? (
          texts.sentTo(sentTo)
        ) : (
          texts.sent
        )}
      </p>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {texts.label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        value={code}
        onChange={(e) => {
          setCode(normaliseOtp(e.target.value));
          setError(null);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{4}"
        maxLength={OTP_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-msg` : undefined}
        className="h-14 w-full rounded-xl border-2 border-slate-300 bg-white text-center text-2xl font-semibold tracking-[0.6em] text-slate-900 tabular-nums outline-none focus:border-brand focus:ring-4 focus:ring-brand/15"
        data-testid={testId}
      />
      <p id={`${inputId}-msg`} role="alert" className="mt-1 min-h-5 text-sm text-red-600">
        {error}
      </p>
      {resendEnabled ? (
        <p className="mt-1 text-sm text-slate-600">
          {remaining > 0 ? (
            <>
              {texts.resendIn}{' '}
              <span className="font-semibold text-slate-800 tabular-nums">{clock(remaining)}</span>
            </>
          ) : (
            <button
              type="button"
              onClick={() => void send()}
              disabled={sending}
              className="min-h-11 font-semibold text-brand underline underline-offset-2 disabled:text-slate-400"
            >
              {texts.resend}
            </button>
          )}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={verifying}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={verifying} disabled={sending} data-testid={`${testId}-verify`}>
          {texts.verify}
        </Button>
      </div>
    </form>
  );
}
