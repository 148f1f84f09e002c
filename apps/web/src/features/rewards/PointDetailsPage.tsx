import type { TPointDetail } from '@restock/domain/contracts/rewards';
import { Coins } from 'lucide-react';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorPanel, ListFooter, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { ProductThumb } from '../../components/ui/product-thumb';
import { usePointDetails } from './api';
import { RewardsTabs, usePoints } from './RewardsBits';

/**
 * Point details (route pointDetails, GetPointDetailsList): the products that earn points when
 * invoiced, the points a piece earns, most first, with a search (kept in the address, so back
 * returns to it) and a page at a time.
 */
export default function PointDetailsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const asked = useDeferredValue(search.trim());
  const list = usePointDetails(asked);
  const products = list.data?.pages.flatMap((p) => p.items) ?? [];

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton rows={6} height="h-16" />;
  else if (list.isError && products.length === 0)
    body = <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  else if (products.length === 0)
    body = (
      <EmptyState
        heading
        testId="point-details-empty"
        icon={Coins}
        title={asked ? t('rewards.pointDetails.noMatch') : t('rewards.pointDetails.emptyTitle')}
      />
    );
  else
    body = (
      <>
        <ul
          className="grid grid-cols-1 gap-2 md:grid-cols-2"
          aria-label={t('rewards.pointDetails.listLabel')}
          data-testid="point-details-list"
        >
          {products.map((p) => (
            <PointRow key={p.ProductId} product={p} />
          ))}
        </ul>
        <ListFooter
          list={list}
          moreLabel={t('rewards.pointDetails.showMore')}
          shownText={t('rewards.pointDetails.showing', {
            shown: products.length,
            count: list.data?.pages.at(-1)?.totalCount ?? products.length,
          })}
        />
      </>
    );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('rewards.pointDetails.title')}
        description={t('rewards.pointDetails.description')}
      />
      <RewardsTabs />
      <label className="mb-4 block max-w-md">
        <span className="mb-1 block text-sm font-medium text-slate-700">
          {t('rewards.pointDetails.search')}
        </span>
        <input
          type="search"
          value={search}
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
          placeholder={t('rewards.pointDetails.searchPlaceholder')}
          maxLength={100}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-brand focus:ring-2 focus:ring-brand/20"
          data-testid="point-details-search"
        />
      </label>
      {body}
    </div>
  );
}

function PointRow({ product: p }: { product: TPointDetail }) {
  const { t } = useTranslation();
  const points = usePoints();
  return (
    <li
      className="flex min-w-0 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3"
      data-testid="point-detail"
      data-points={p.ProductPoints}
    >
      <ProductThumb src={p.ImageUrl} size={48} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900" title={p.ProductName}>
          {p.ProductName}
        </p>
        <p className="text-xs text-slate-500">
          {p.ProductCode} · {t('rewards.pointDetails.perCase', { count: p.ConversionQty })}
        </p>
      </div>
      <p className="shrink-0 text-right">
        <span
          className="block text-lg font-bold tabular-nums text-emerald-700"
          data-testid="point-detail-points"
        >
          {points(p.ProductPoints)}
        </span>
        <span className="block whitespace-nowrap text-xs text-slate-500">
          {t('rewards.pointDetails.perPiece')}
        </span>
      </p>
    </li>
  );
}
