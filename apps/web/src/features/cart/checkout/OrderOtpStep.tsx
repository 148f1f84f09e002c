import { useTranslation } from 'react-i18next';
import { CodeStep } from '../../../components/code-step/CodeStep';
import { requestOrderOtp, validateOrderOtp } from './api';

/** The order code (otpAuthBeforeOrder), asked before the order is placed. */
export function OrderOtpStep(props: {
  resendEnabled: boolean;
  resendSeconds: number;
  onVerified(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <CodeStep
      {...props}
      send={requestOrderOtp}
      verify={validateOrderOtp}
      testId="order-otp"
      texts={{
        sending: t('checkout.otp.sending'),
        sent: t('checkout.otp.sent'),
        sentTo: (to) => t('checkout.otp.sentTo', { to }),
        label: t('checkout.otp.label'),
        enterValidOtp: t('checkout.otp.enterValidOtp'),
        verify: t('checkout.otp.verify'),
        resend: t('checkout.otp.resend'),
        resendIn: t('checkout.otp.resendIn'),
      }}
    />
  );
}
