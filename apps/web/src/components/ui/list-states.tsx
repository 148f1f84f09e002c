import { CircleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { Button } from './button';
import { Spinner } from './spinner';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16 text-brand">
      <Spinner size={32} label={label ?? t('common.loading')} />
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center">
      <CircleAlert size={36} aria-hidden="true" className="text-red-500" />
      <p className="text-sm text-slate-700">{errorMessage(error, t)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
}: {
  icon: LucideIcon;
  title: string;
  body?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="mb-1 flex size-14 items-center justify-center rounded-full bg-brand-210 text-brand">
        <Icon size={28} aria-hidden="true" />
      </span>
      <p className="font-semibold text-slate-900">{title}</p>
      {body ? <p className="text-sm text-slate-600">{body}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** "Show more" under a paged list; disappears when nothing more remains. */
export function ShowMore({
  hasMore,
  loading,
  onMore,
  shown,
  total,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore(): void;
  shown: number;
  total: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <p className="text-xs text-slate-500">{t('promotions.shownOf', { shown, total })}</p>
      {hasMore ? (
        <Button variant="secondary" loading={loading} onClick={onMore}>
          {t('promotions.showMore')}
        </Button>
      ) : null}
    </div>
  );
}
