import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * A server's plain message that the retailer must read (the spec shows uncoded failures in a
 * dialog, coded ones as a toast): open while `message` is not null, closed with OK.
 */
export function MessageDialog({
  message,
  title,
  onDismiss,
}: {
  message: string | null;
  title: string;
  onDismiss(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onDismiss()}
      title={title}
      closeLabel={t('common.close')}
    >
      <p role="alert" className="text-sm text-slate-700">
        {message}
      </p>
      <div className="mt-5 flex justify-end">
        <Button onClick={onDismiss}>{t('common.ok')}</Button>
      </div>
    </Dialog>
  );
}
