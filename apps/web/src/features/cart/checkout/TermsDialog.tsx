import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useTermsText } from './api';

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
  const { t, i18n } = useTranslation();
  const terms = useTermsText(open, i18n.language);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={terms.data?.Title || t('checkout.terms.title')}
      closeLabel={t('common.close')}
    >
      {terms.isPending ? (
        <div className="flex justify-center py-10 text-brand">
          <Spinner size={28} label={t('common.loading')} />
        </div>
      ) : terms.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {errorMessage(terms.error, t)}
        </p>
      ) : (
        <div className="max-h-[50dvh] space-y-3 overflow-y-auto pe-1 text-sm leading-relaxed text-slate-700">
          {terms.data.Body.map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text never reorder
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        {terms.isSuccess ? <Button onClick={onAccept}>{t('checkout.terms.accept')}</Button> : null}
      </div>
    </Dialog>
  );
}
