import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { pageConfig } from '../../lib/page-config';

/** A whole-screen failure of the start-up calls, with a retry and a way out. */
export function FullPageError({
  message,
  onRetry,
  onSignOut,
}: {
  message: string;
  onRetry(): void;
  onSignOut?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <img src={pageConfig().logoUrl} alt="" className="mx-auto mb-4 size-12" />
        <CircleAlert size={28} aria-hidden="true" className="mx-auto mb-2 text-red-600" />
        <h1 className="text-lg font-semibold text-slate-900">{t('shell.startupError.title')}</h1>
        <p role="alert" className="mt-2 text-sm text-slate-600">
          {message}
        </p>
        <div className="mt-5 flex flex-col gap-2">
          <Button block onClick={onRetry}>
            {t('common.retry')}
          </Button>
          {onSignOut ? (
            <Button block variant="ghost" onClick={onSignOut}>
              {t('shell.logout.action')}
            </Button>
          ) : null}
        </div>
      </div>
    </main>
  );
}
