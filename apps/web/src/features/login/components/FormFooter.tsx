import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** The foot of a sign-in step's form: its submit button, then "change user" back to the start. */
export function FormFooter({
  submitLabel,
  busy,
  onBack,
}: {
  submitLabel: string;
  busy: boolean;
  onBack(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button type="submit" block loading={busy} className="min-h-12 text-base">
        {submitLabel}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="mx-auto block text-sm font-semibold text-slate-600 hover:text-brand"
      >
        {t('login.password.changeUser')}
      </button>
    </>
  );
}
