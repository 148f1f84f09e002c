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
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { changeMobileNumber, requestMobileChangeOtp } from './api';
import { formatSeconds, useSecondsUntil } from './use-countdown';

interface SentCode extends TOtpSentResponse {
  mobile: string;
  resendAt: number;
}

/**
 * Change of the retailer's mobile number: the new number (10 digits, not the current one) gets a
 * 4-digit code; the code confirms the change. Resend is offered after the countdown when enabled.
 */
export default function ChangeMobilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useAppConfig().data;
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const currentMobile = user?.mobile ?? '';
  const enabled = !!config?.settings.flags.isEnableChangeMobileNumber;
  const canResend = !!config?.settings.flags.isEnableResendOtp;

  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string>();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const resendIn = useSecondsUntil(sent?.resendAt ?? null);

  const request = useMutation({
    mutationFn: (number: string) => requestMobileChangeOtp(number, currentMobile || undefined),
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
    if (mobile.length !== MOBILE_DIGITS)
      return setMobileError(t('common.formValidation.mobileNumberValidation'));
    if (mobile === currentMobile) return setMobileError(t('settings.changeMob.mustDiffer'));
    setMobileError(undefined);
    request.mutate(mobile, { onError: (error) => setMobileError(errorMessage(error, t)) });
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
