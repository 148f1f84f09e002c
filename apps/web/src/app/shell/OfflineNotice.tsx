import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { shownDataTime, waitsForUnkeptAnswer } from '../../lib/offline-cache';
import { queryClient as client } from '../query-client';

/** "10:42" today, "12 Nov, 10:42" on another day, in the reader's language. */
function timeText(at: number, language: string): string {
  const sameDay = new Date(at).toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(language, {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/**
 * The small strip under the header while the app has no network (decision 124): that it is
 * offline, how old the prices on the screen are, and that ordering waits for a connection. Not a
 * spinner, not an error: the screen below shows what was kept.
 */
export default function OfflineNotice() {
  const { t, i18n } = useTranslation();
  const cache = client.getQueryCache();
  const subscribe = (onChange: () => void) => cache.subscribe(onChange);
  const at = useSyncExternalStore(subscribe, () => shownDataTime(client));
  const unkept = useSyncExternalStore(subscribe, () => waitsForUnkeptAnswer(client));
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 md:px-6"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-0.5">
        <WifiOff size={16} aria-hidden="true" className="shrink-0" />
        <span className="font-semibold">{t('offline.label')}</span>
        <span aria-hidden="true">·</span>
        <span>{at ? t('offline.asOf', { time: timeText(at, i18n.language) }) : t('offline.noData')}</span>
        <span className="basis-full text-xs text-amber-800 sm:basis-auto sm:before:content-['—_']">
          {t('offline.hint')}
        </span>
        {unkept ? (
          <span className="basis-full font-medium" data-testid="offline-not-kept">
            {t('offline.notKept')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
