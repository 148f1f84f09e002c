import { useTranslation } from 'react-i18next';
import { CodeStep } from '../../components/code-step/CodeStep';
import { requestRewardOtp, validateRewardOtp } from './api';

/**
 * The reward code (isEnableRewardOtp), asked before a redemption is sent. The modal that holds it
 * starts afresh each time it opens.
 */
export function RewardOtpStep({
  points,
  ...props
}: {
  points: number;
  resendEnabled: boolean;
  resendSeconds: number;
  onVerified(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <CodeStep
      {...props}
      send={() => requestRewardOtp(points)}
      verify={validateRewardOtp}
      testId="reward-otp"
      texts={{
        sending: t('rewards.otp.sending'),
        sent: t('rewards.otp.sent'),
        sentTo: (to) => t('rewards.otp.sentTo', { to }),
        label: t('rewards.otp.label'),
        enterValidOtp: t('rewards.otp.enterValidOtp'),
        verify: t('rewards.otp.verify'),
        resend: t('rewards.otp.resend'),
        resendIn: t('rewards.otp.resendIn'),
      }}
    />
  );
}
