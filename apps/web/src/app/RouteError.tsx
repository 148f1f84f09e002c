import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { isChunkLoadError } from '../lib/retry-import';

/**
 * A screen that could not open (shown by ScreenErrorBoundary): its code could not be downloaded even
 * after the retries (lib/retry-import.ts), or it failed while drawing. Says which in the retailer's
 * words and offers to try again, as a fresh load of the page. Inside the signed-in area it takes
 * the screen's place under the header, so the rest of the app stays at hand; elsewhere, the page.
 * Its texts are in the sign-in part, there from the first page on.
 */
export function RouteError({ error, inShell = false }: { error: unknown; inShell?: boolean }) {
  const { t } = useTranslation();
  const Frame = inShell ? 'div' : 'main';
  return (
    <Frame
      className={`flex items-center justify-center bg-slate-50 p-6 ${inShell ? 'min-h-[60dvh]' : 'min-h-dvh'}`}
      data-testid="screen-error"
    >
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <CircleAlert size={28} aria-hidden="true" className="mx-auto mb-2 text-red-600" />
        <h1 className="text-lg font-semibold text-slate-900">{t('common.screenError.title')}</h1>
        <p role="alert" className="mt-2 text-sm text-slate-600">
          {isChunkLoadError(error) ? t('common.screenError.download') : t('common.screenError.other')}
        </p>
        <Button block className="mt-5" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      </div>
    </Frame>
  );
}
