import type { TProduct } from '@restock/domain/contracts/product';
import { PackageSearch } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState as ListEmptyState } from '../../../components/ui/list-states';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useAppConfig } from '../../../lib/app-config';
import { ProductCard } from '../../../ordering/product/ProductCard';
import type { useProductList } from '../api';

type ListQuery = ReturnType<typeof useProductList>;

/** Cards of a phone's first row (two columns): their pictures are the list's largest paint. */
const FIRST_ROW = 2;
/** Cards on the first screen of a phone (three rows of two) or a wide screen (two rows of five). */
const FIRST_SCREEN = 10;

/** The products of every page loaded so far, each once (a page boundary can repeat a product). */
export function listProducts(query: Pick<ListQuery, 'data'>): TProduct[] {
  const seen = new Set<number>();
  const out: TProduct[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const p of page.products) {
      if (seen.has(p.ProductId)) continue;
      seen.add(p.ProductId);
      out.push(p);
    }
  }
  return out;
}

export function listTotal(query: ListQuery): number {
  return query.data?.pages[0]?.totalCount ?? 0;
}

/** The product list's "nothing here": the list-states empty state with the search icon. */
export function EmptyState({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <ListEmptyState look="page" heading icon={PackageSearch} title={title} body={hint} testId="empty-state">
      {children}
    </ListEmptyState>
  );
}

/**
 * A paged product grid: the cards, then "Show more" (or loading on reaching the bottom when
 * isLoadProductsAutomaticallyOnReachBottom is on: the button is then pressed for the retailer as
 * it scrolls into view). The button goes away when a page brings nothing or the list is complete;
 * a failed page shows its error with a retry instead.
 */
export function ProductGrid({
  query,
  products,
  settling = false,
}: {
  query: ListQuery;
  products: TProduct[];
  /** Loaded cards are still rendering (a deferred render): reaching the bottom loads nothing yet. */
  settling?: boolean;
}) {
  const { t } = useTranslation();
  const auto = useAppConfig().data?.settings.flags.isLoadProductsAutomaticallyOnReachBottom ?? false;
  const sentinel = useRef<HTMLDivElement>(null);
  const total = listTotal(query);
  const failed = query.isFetchNextPageError;
  const canLoadMore = query.hasNextPage && !failed;
  const { fetchNextPage, isFetchingNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!auto || !canLoadMore || settling || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, canLoadMore, settling, fetchNextPage, isFetchingNextPage]);

  return (
    <div>
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
        data-testid="product-grid"
      >
        {products.map((p, index) => (
          <li key={p.ProductId} className="min-w-0">
            <ProductCard
              product={p}
              headingLevel={2}
              priority={index < FIRST_ROW}
              onFirstScreen={index < FIRST_SCREEN}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="mt-6 flex flex-col items-center gap-2 pb-4 text-sm text-slate-600">
        {total > 0 ? (
          <p data-testid="list-progress">{t('catalogue.list.showing', { shown: products.length, total })}</p>
        ) : null}
        {total > 0 ? (
          <div aria-hidden="true" className="h-1 w-48 overflow-hidden rounded-full bg-slate-200">
            <div
              className="h-full rounded-full bg-brand transition-[width]"
              style={{ width: `${Math.min(100, (products.length / total) * 100)}%` }}
            />
          </div>
        ) : null}
        {failed ? (
          <div className="flex flex-col items-center gap-2" role="alert">
            <p className="text-red-700">{errorMessage(query.error, t)}</p>
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : canLoadMore ? (
          <Button
            variant="secondary"
            className="mt-2 min-w-48"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
            data-testid="show-more"
          >
            {isFetchingNextPage ? t('catalogue.list.loadingMore') : t('catalogue.list.showMore')}
          </Button>
        ) : isFetchingNextPage ? (
          <Spinner label={t('catalogue.list.loadingMore')} />
        ) : total > 0 && products.length >= total && query.data && query.data.pages.length > 1 ? (
          <p className="text-slate-500">{t('catalogue.list.allLoaded', { total })}</p>
        ) : null}
      </div>
    </div>
  );
}
