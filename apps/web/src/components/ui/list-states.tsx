/**
 * The states of a list or a screen's data, one set for every screen: loading (a spinner or
 * placeholder cards of the list's shape), failed (with Retry), empty, and the footer of a paged
 * list. Texts other than the common ones come from the caller (the sign-in page shares
 * components/ui, and only the common texts load with it: locales/parts.ts).
 */
import { CircleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { Button } from './button';
import { Spinner } from './spinner';

/** A spinner in the middle of where the list will be. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16 text-brand">
      <Spinner size={32} label={label ?? t('common.loading')} />
    </div>
  );
}

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

/** Placeholder product cards in the product grid's columns. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
        <div key={i} className="h-[440px] animate-pulse rounded-2xl border border-slate-200 bg-white p-3">
          <div className="mx-auto size-32 rounded-xl bg-slate-100" />
          <div className="mt-4 h-3 w-1/2 rounded bg-slate-100" />
          <div className="mt-2 h-4 w-5/6 rounded bg-slate-100" />
          <div className="mt-4 h-5 w-1/3 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder lines beside a summary panel (the order summary while the cart loads). */
export function LinesSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="animate-pulse">
      <div className="mb-5 h-8 w-48 rounded bg-slate-200" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-3 py-2">
              <div className="size-16 rounded-lg bg-slate-100" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-2/3 rounded bg-slate-100" />
                <div className="h-3 w-1/3 rounded bg-slate-100" />
                <div className="h-11 w-44 rounded bg-slate-100" />
              </div>
            </div>
          ))}
        </div>
        <div className="hidden h-64 rounded-2xl border border-slate-200 bg-white lg:block" />
      </div>
    </div>
  );
}

/**
 * A list that did not load: the reason and Retry. `look`: `plain` (in the page), `panel` (a red
 * panel), `inline` (one line inside a section of a page that shows other sections).
 */
export function ErrorState({
  error,
  onRetry,
  look = 'plain',
}: {
  error: unknown;
  onRetry(): void;
  look?: 'plain' | 'panel' | 'inline';
}) {
  const { t } = useTranslation();
  if (look === 'inline') {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
        <span className="flex-1">{errorMessage(error, t)}</span>
        <button type="button" onClick={onRetry} className="font-semibold text-brand hover:underline">
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const panel = look === 'panel';
  return (
    <div
      role="alert"
      className={
        panel
          ? 'mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center'
          : 'mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center'
      }
    >
      <CircleAlert
        size={panel ? 32 : 36}
        aria-hidden="true"
        className={panel ? 'text-red-600' : 'text-red-500'}
      />
      <p className={panel ? 'text-sm text-red-900' : 'text-sm text-slate-700'}>{errorMessage(error, t)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** ErrorState as a red panel (a screen's main content that did not load). */
export function ErrorPanel(props: { error: unknown; onRetry(): void }) {
  return <ErrorState {...props} look="panel" />;
}

/**
 * A list with nothing in it: an icon, what is (not) there, an optional line more and an action.
 * `look`: `card` (a dashed card in a page section), `page` (the whole page's content, larger, with
 * a row of actions as `children`). `heading`: the title is the section's heading (h2) or a line.
 */
export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
  children,
  testId,
  heading = false,
  look = 'card',
}: {
  icon: LucideIcon;
  title: string;
  body?: string;
  action?: ReactNode;
  children?: ReactNode;
  testId?: string;
  heading?: boolean;
  look?: 'card' | 'page';
}) {
  const Title = heading ? 'h2' : 'p';
  if (look === 'page') {
    return (
      <div
        className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
        data-testid={testId}
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-210 text-brand">
          <Icon size={28} aria-hidden="true" />
        </span>
        <Title className="mt-4 text-lg font-semibold text-slate-900">{title}</Title>
        {body ? <p className="mt-1 max-w-sm text-sm text-slate-600">{body}</p> : null}
        {action ? <div className="mt-6">{action}</div> : null}
        {children ? <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    );
  }
  return (
    <div
      data-testid={testId}
      className="mx-auto flex max-w-md flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <span className="mb-1 flex size-14 items-center justify-center rounded-full bg-brand-210 text-brand">
        <Icon size={28} aria-hidden="true" />
      </span>
      <Title className="font-semibold text-slate-900">{title}</Title>
      {body ? <p className="text-sm text-slate-600">{body}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
      {children}
    </div>
  );
}

/** What the footer of a paged list reads of its infinite query. */
export interface PagedQuery {
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): Promise<unknown>;
}

/**
 * Under a paged list: how much is shown (`shownText`, or `children`), the error of a page that did
 * not load (`showError`) and "Show more" (`moreLabel`) while more remain.
 */
export function ListFooter({
  list,
  moreLabel,
  moreTestId,
  shownText,
  showError = true,
  children,
}: {
  list: Pick<PagedQuery, 'isError' | 'error' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'> &
    Partial<Pick<PagedQuery, 'isFetchNextPageError'>>;
  moreLabel: string;
  moreTestId?: string;
  shownText?: string;
  showError?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  // Without the error line, a page that failed leaves "Show more" out instead.
  const hideMore = !showError && (list.isFetchNextPageError ?? false);
  return (
    <div className={`mt-6 flex flex-col items-center ${shownText === undefined ? 'gap-3' : 'gap-2'}`}>
      {shownText === undefined ? null : <p className="text-xs text-slate-500">{shownText}</p>}
      {children}
      {showError && list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(list.error, t)}
        </p>
      ) : null}
      {list.hasNextPage && !hideMore ? (
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
