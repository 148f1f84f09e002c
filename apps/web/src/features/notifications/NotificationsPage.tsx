import {
  NOTIFICATION_SORTS,
  type NotificationSort,
  type TNotification,
} from '@restock/domain/contracts/notifications';
import { notificationLanguage } from '@restock/domain/rules/notification-text';
import { Bell, BellRing, ChevronRight, Megaphone, Package } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorPanel, ListFooter, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { displayInstantDate, displayInstantTime } from '../../lib/format';
import { useMarkRead, useNotifications } from './api';
import { currentPushState, enablePush, type PushState } from './push';

/** The device's Web Push switch: asked for only when the retailer taps it (decision 109). */
function PushPanel() {
  const { t, i18n } = useTranslation();
  const language = notificationLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    currentPushState(language)
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [language]);
  if (state === 'checking') return null;
  const turnOn = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await enablePush(language));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="push-panel"
      data-state={state}
    >
      <BellRing size={22} aria-hidden="true" className="shrink-0 text-brand" />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-slate-900">{t('notifications.push.title')}</h2>
        <p className="text-sm text-slate-600" role={failed ? 'alert' : undefined}>
          {failed
            ? t('notifications.push.failed')
            : state === 'off'
              ? t('notifications.push.body')
              : t(`notifications.push.${state === 'on' ? 'enabled' : state}`)}
        </p>
      </div>
      {state === 'off' ? (
        <Button onClick={() => void turnOn()} loading={busy} data-testid="push-enable">
          {t('notifications.push.enable')}
        </Button>
      ) : null}
    </section>
  );
}

function NotificationCard({ n, isNew }: { n: TNotification; isNew: boolean }) {
  const { t } = useTranslation();
  const Icon = n.Kind === 'order' ? Package : Megaphone;
  const body = (
    <>
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-210 text-brand"
      >
        <Icon size={20} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t(`notifications.kind.${n.Kind}`)}
          {isNew ? (
            <span className="rounded-full bg-brand px-2 py-0.5 text-[11px] normal-case tracking-normal text-white">
              {t('notifications.unread')}
            </span>
          ) : null}
        </span>
        <span className={`block text-slate-900 ${isNew ? 'font-semibold' : ''}`}>{n.Desc}</span>
        <span className="block text-xs text-slate-600">
          {displayInstantDate(n.CreatedOn)} {displayInstantTime(n.CreatedOn)}
        </span>
      </span>
      {n.Target ? <ChevronRight size={18} aria-hidden="true" className="shrink-0 text-slate-400" /> : null}
    </>
  );
  const cls = 'flex items-center gap-3 rounded-xl border bg-white p-4 shadow-sm';
  const border = isNew ? 'border-brand' : 'border-slate-200';
  return (
    <li data-testid="notification-card" data-id={n.Id} data-new={isNew ? 'true' : 'false'}>
      {n.Target ? (
        <Link to={`/ivy/${n.Target}`} className={`${cls} ${border} hover:border-brand`}>
          {body}
        </Link>
      ) : (
        <div className={`${cls} ${border}`}>{body}</div>
      )}
    </li>
  );
}

/**
 * Route notification: the retailer's notifications by date (oldest first, the spec's default, or
 * newest first), page by page. The unread ones shown are marked read on the server at once (the
 * bell's count drops) and keep their "New" mark while the screen is open.
 */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<NotificationSort>('Date_ASC');
  const list = useNotifications(sort, notificationLanguage(i18n.resolvedLanguage ?? i18n.language));
  const markRead = useMarkRead();
  const seenUnread = useRef(new Set<number>());
  const [, rerender] = useState(0);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  const unreadIds = items.filter((n) => !n.IsRead && !seenUnread.current.has(n.Id)).map((n) => n.Id);
  const unreadKey = unreadIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: marks each newly shown unread set once
  useEffect(() => {
    if (unreadIds.length === 0) return;
    for (const id of unreadIds) seenUnread.current.add(id);
    rerender((n) => n + 1);
    for (let i = 0; i < unreadIds.length; i += 100) markRead.mutate(unreadIds.slice(i, i + 100));
  }, [unreadKey]);

  const total = list.data?.pages.at(-1)?.totalCount ?? 0;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t('notifications.title')}
        description={t('notifications.description')}
        actions={
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t('notifications.sortLabel')}
            <select
              value={sort}
              onChange={(e) => setSort(e.target.value as NotificationSort)}
              className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
              data-testid="notification-sort"
            >
              {NOTIFICATION_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`notifications.sort.${s}`)}
                </option>
              ))}
            </select>
          </label>
        }
      />
      <PushPanel />
      {list.isPending ? (
        <ListSkeleton rows={4} height="h-20" />
      ) : list.isError && items.length === 0 ? (
        <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Bell}
          title={t('notifications.empty.title')}
          body={t('notifications.empty.body')}
          look="page"
          testId="notifications-empty"
        />
      ) : (
        <>
          <ul className="space-y-3" data-testid="notification-list">
            {items.map((n) => (
              <NotificationCard key={n.Id} n={n} isNew={!n.IsRead || seenUnread.current.has(n.Id)} />
            ))}
          </ul>
          <ListFooter
            list={list}
            moreLabel={t('notifications.loadMore')}
            moreTestId="notifications-more"
            shownText={t('notifications.shown', { shown: items.length, total })}
          />
        </>
      )}
    </div>
  );
}
