import { CircleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';

const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];

/** Placeholder cards of a list's height while it loads, so nothing jumps when it arrives. */
export function ListSkeleton({ rows = 4, height = 'h-32' }: { rows?: number; height?: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        {t('common.loading')}
      </span>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {SKELETON_KEYS.slice(0, rows).map((key) => (
          <div key={key} className={`${height} animate-pulse rounded-2xl bg-slate-200/70`} />
        ))}
      </div>
    </div>
  );
}

export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <CircleAlert size={32} aria-hidden="true" className="text-red-600" />
      <p className="text-sm text-red-900">{errorMessage(error, t)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

export function EmptyPanel({
  icon: Icon,
  title,
  body,
  action,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  body?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className="mx-auto flex max-w-md flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <span className="mb-1 flex size-14 items-center justify-center rounded-full bg-brand-210 text-brand">
        <Icon size={28} aria-hidden="true" />
      </span>
      <h2 className="font-semibold text-slate-900">{title}</h2>
      {body ? <p className="text-sm text-slate-600">{body}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}

/** What the footer of a paged list reads of its infinite query. */
interface PagedList {
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

/**
 * Under a paged list of cards: what is shown (`children`), the error of a page that did not load
 * and "Show more" while more remain.
 */
export function ListFooter({
  list,
  moreLabel,
  moreTestId,
  children,
}: {
  list: PagedList;
  moreLabel: string;
  moreTestId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      {children}
      {list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(list.error, t)}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
          data-testid={moreTestId}
        >
          {moreLabel}
        </Button>
      ) : null}
    </div>
  );
}

/** A screen whose menu entry the client has not switched on: said plainly, with the way to the history. */
export function NotEnabledPanel({ icon, title, body }: { icon: LucideIcon; title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <EmptyPanel
      testId="feature-not-enabled"
      icon={icon}
      title={title}
      body={body}
      action={
        <Link to="/ivy/orders" className="text-sm font-semibold text-brand hover:underline">
          {t('orders.notEnabled.toHistory')}
        </Link>
      }
    />
  );
}
