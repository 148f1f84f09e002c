import { useTranslation } from 'react-i18next';
import { StaticContentDialog } from '../../../components/ui/static-content-dialog';

/** The client's terms and conditions (static content TermsAndCondition), read before accepting them. */
export function TermsDialog({
  open,
  onClose,
  onAccept,
}: {
  open: boolean;
  onClose(): void;
  onAccept(): void;
}) {
  const { t } = useTranslation();
  return (
    <StaticContentDialog
      code={open ? 'TermsAndCondition' : null}
      title={t('checkout.terms.title')}
      acceptLabel={t('checkout.terms.accept')}
      onClose={onClose}
      onAccept={() => onAccept()}
    />
  );
}
