import type { TOtpSentResponse } from '@restock/domain/contracts/login';
import {
  digitsOnly,
  isValidOtp,
  MOBILE_DIGITS,
  normaliseOtp,
  OTP_LENGTH,
} from '@restock/domain/rules/validators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquareText, Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError, errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { changeMobileNumber, requestMobileChangeOtp } from './api';
import { formatSeconds, useSecondsUntil } from './use-countdown';

interface SentCode extends TOtpSentResponse {
  mobile: string;
  resendAt: number;
}

/** Where a refusal of the new number's code request belongs: the proof, or the number. */
function proofFailed(error: unknown): boolean {
  return error instanceof ApiError && ['E004', 'E008', 'E011', 'E034'].includes(error.code);
}

/**
 * Change of the retailer's mobile number (decision 072). The owner proves the account first: a
 * password account with its password, an account without one with a code sent to the current
 * number. Then the new number (10 digits, not the current one) gets a 4-digit code, and the code
 * confirms the change; the server ends the account's other sessions. Resend is offered after the
 * countdown when enabled.
 */
export default function ChangeMobilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useAppConfig().data;
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const currentMobile = user?.mobile ?? '';
  const hasPassword = !!user?.isLoginWithPassword;
  const enabled = !!config?.settings.flags.isEnableChangeMobileNumber;
  const canResend = !!config?.settings.flags.isEnableResendOtp;

  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string>();
  const [password, setPassword] = useState('');
  const [approval, setApproval] = useState<TOtpSentResponse | null>(null);
  const [approvalCode, setApprovalCode] = useState('');
  const [proofError, setProofError] = useState<string>();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const resendIn = useSecondsUntil(sent?.resendAt ?? null);

  // An account without a password: a code to the current number comes first.
  const askApproval = useMutation({
    mutationFn: () => requestMobileChangeOtp({ oldmobileno: currentMobile }),
    onSuccess: (answer) => {
      setApproval(answer);
      setApprovalCode('');
      setProofError(undefined);
    },
    onError: (error) => setProofError(errorMessage(error, t)),
  });
  const request = useMutation({
    mutationFn: (number: string) =>
      requestMobileChangeOtp({
        mobileno: number,
        ...(currentMobile ? { oldmobileno: currentMobile } : {}),
        // The server holds an approval code for a while, so a resend may carry the used one.
        ...(hasPassword ? { password } : { oldmobileotp: approvalCode }),
      }),
    onSuccess: (answer, number) => {
      setSent({ ...answer, mobile: number, resendAt: Date.now() + answer.resendAfterSeconds * 1000 });
      setOtp('');
      setOtpError(undefined);
    },
  });
  const verify = useMutation({
    mutationFn: (input: { otp: string; mobile: string }) => changeMobileNumber(input.otp, input.mobile),
    onSuccess: async (answer) => {
      if (user) await setUser({ ...user, mobile: answer.mobile });
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'appConfig' });
      notify.success(t('settings.changeMob.UpdatedMobNoSuccess'));
      navigate(config?.hasMenu('RetailerProfile') ? '/ivy/profile' : '/ivy/settings');
    },
    onError: (error) => setOtpError(errorMessage(error, t)),
  });

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    let invalid = false;
    if (mobile.length !== MOBILE_DIGITS) {
      setMobileError(t('common.formValidation.mobileNumberValidation'));
      invalid = true;
    } else if (mobile === currentMobile) {
      setMobileError(t('settings.changeMob.mustDiffer'));
      invalid = true;
    } else setMobileError(undefined);
    if (hasPassword ? !password.trim() : !isValidOtp(approvalCode)) {
      setProofError(
        t(hasPassword ? 'settings.changeMob.passwordRequired' : 'settings.changeMob.enterValidOtp'),
      );
      invalid = true;
    } else setProofError(undefined);
    if (invalid) return;
    request.mutate(mobile, {
      onError: (error) =>
        proofFailed(error) ? setProofError(errorMessage(error, t)) : setMobileError(errorMessage(error, t)),
    });
  };

  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    if (!isValidOtp(otp)) return setOtpError(t('settings.changeMob.enterValidOtp'));
    setOtpError(undefined);
    verify.mutate({ otp, mobile: sent.mobile });
  };

  return (
    <div className="mx-auto max-w-lg">
      <PageHeader
        title={t('settings.changeMob.title')}
        description={t('settings.changeMob.description')}
        back={{ to: '/ivy/settings', label: t('settings.title') }}
      />
      {!enabled ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-700">
          {t('settings.changeMob.disabled')}
        </p>
      ) : !sent && !hasPassword && !approval ? (
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="flex gap-2 text-sm text-slate-700">
            <Smartphone size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-brand" />
            <span>{t('settings.changeMob.approvalIntro', { mobile: currentMobile })}</span>
          </p>
          {proofError ? (
            <p role="alert" className="text-sm text-red-600">
              {proofError}
            </p>
          ) : null}
          <Button block loading={askApproval.isPending} onClick={() => askApproval.mutate()}>
            {t('settings.changeMob.sendApproval')}
          </Button>
        </div>
      ) : !sent ? (
        <form
          noValidate
          onSubmit={sendCode}
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          {currentMobile ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Smartphone size={16} aria-hidden="true" />
              {t('settings.changeMob.current', { mobile: currentMobile })}
            </p>
          ) : null}
          {approval ? (
            <TextField
              label={t('settings.changeMob.approvalCode', { to: approval.otpSentTo })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={approvalCode}
              onChange={(e) => {
                setApprovalCode(normaliseOtp(e.target.value));
                setProofError(undefined);
              }}
              error={proofError}
              autoFocus
            />
          ) : null}
          <TextField
            label={t('settings.changeMob.newNumber')}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_DIGITS}
            value={mobile}
            onChange={(e) => {
              setMobile(digitsOnly(e.target.value).slice(0, MOBILE_DIGITS));
              setMobileError(undefined);
            }}
            error={mobileError}
            hint={t('settings.changeMob.numberHint')}
          />
          {hasPassword ? (
            <PasswordField
              label={t('settings.changeMob.password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setProofError(undefined);
              }}
              error={proofError}
              hint={t('settings.changeMob.passwordHint')}
            />
          ) : null}
          <Button type="submit" block loading={request.isPending}>
            {t('settings.changeMob.sendCode')}
          </Button>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={confirmCode}
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <p className="flex gap-2 text-sm text-slate-700">
            <MessageSquareText size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-brand" />
            <span>
              {t('settings.changeMob.codeSent', { to: sent.otpSentTo || sent.mobile })}{' '}
              {t('settings.changeMob.codeExpires', {
                count: Math.max(1, Math.round(sent.otpExpiresInSeconds / 60)),
              })}
            </span>
          </p>
          <TextField
            label={t('settings.changeMob.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={otp}
            onChange={(e) => {
              setOtp(normaliseOtp(e.target.value));
              setOtpError(undefined);
            }}
            error={otpError}
            className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.6em] [&_input]:tabular-nums"
            autoFocus
          />
          <Button type="submit" block loading={verify.isPending}>
            {t('settings.changeMob.verify')}
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <button
              type="button"
              className="font-medium text-brand hover:underline"
              onClick={() => {
                setSent(null);
                request.reset();
                verify.reset();
              }}
            >
              {t('settings.changeMob.otherNumber')}
            </button>
            {canResend ? (
              resendIn > 0 ? (
                <span className="text-slate-500">
                  {t('settings.changeMob.resendIn', { time: formatSeconds(resendIn) })}
                </span>
              ) : (
                <button
                  type="button"
                  className="font-medium text-brand hover:underline disabled:text-slate-400"
                  disabled={request.isPending}
                  onClick={() =>
                    request.mutate(sent.mobile, {
                      onSuccess: () => notify.info(t('settings.changeMob.codeResent')),
                      onError: (error) => setOtpError(errorMessage(error, t)),
                    })
                  }
                >
                  {t('settings.changeMob.resend')}
                </button>
              )
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}
