import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';

/** Sign-in from a link with ?mob=: the number, read-only, while the calls run. */
export function AutoSignIn({ mobile, busy }: { mobile: string; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <TextField label={t('login.auto.mobileLabel')} value={mobile} readOnly inputMode="numeric" name="mob" />
      {busy ? (
        <div
          role="status"
          className="flex items-center justify-center gap-3 rounded-xl bg-brand/5 px-4 py-3 text-sm font-medium text-brand"
        >
          <Spinner size={20} />
          {t('session.autoSignIn')}
        </div>
      ) : null}
    </div>
  );
}
