import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ProductGridSkeleton } from '../../../components/ui/list-states';
import { errorMessage } from '../../../lib/api';
import { BulkOrderPrompt } from '../../../ordering/bulk/BulkOrderPrompt';
import { EmptyState, ProductGrid } from '../components/ProductGrid';
import { EMPTY_SELECTION } from './list-filter';
import type { ProductListState } from './use-product-list';

/** The active filters as chips that remove one each, and "Clear filters". */
export function FilterChips({ list }: { list: Pick<ProductListState, 'chips' | 'apply' | 'selection'> }) {
  const { t } = useTranslation();
  const { chips, apply, selection } = list;
  if (chips.length === 0) return null;
  return (
    <section
      aria-label={t('catalogue.list.activeFilters')}
      className="mb-4 flex flex-wrap items-center gap-2"
    >
      {chips.map((c) => (
        <button
          key={c.key}
          type="button"
          onClick={() => apply(c.next)}
          aria-label={t('catalogue.list.removeFilter', { name: c.label })}
          className="inline-flex h-8 items-center gap-1 rounded-full bg-brand-210 pr-2 pl-3 text-sm font-medium text-brand ring-1 ring-brand/20 hover:bg-brand hover:text-white"
        >
          {c.label}
          <X size={14} aria-hidden="true" />
        </button>
      ))}
      <button
        type="button"
        onClick={() => apply({ ...EMPTY_SELECTION, tab: selection.tab })}
        className="h-8 rounded-full px-2 text-sm font-semibold text-slate-600 hover:text-brand hover:underline"
      >
        {t('catalogue.list.clearFilters')}
      </button>
    </section>
  );
}

/** The grid with its states: loading, failed, nothing (with ways out), or the bulk prompt and cards. */
export function ListResults({ list }: { list: ProductListState }) {
  const { t } = useTranslation();
  const { query, cardsPending, products, shownProducts, shownFirst, foc, selection, filterCount } = list;
  const { chips, apply, title } = list;
  if (query.isPending || cardsPending) return <ProductGridSkeleton />;
  if (query.isError) {
    return (
      <EmptyState title={t('catalogue.list.loadError')} hint={errorMessage(query.error, t)}>
        <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </EmptyState>
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        title={foc ? t('cart.focMode.emptyTitle') : t('catalogue.list.empty')}
        hint={
          foc
            ? t('cart.focMode.emptyHint')
            : selection.tab && filterCount === 0
              ? t('catalogue.list.emptyTab')
              : t('catalogue.list.emptyHint')
        }
      >
        {chips.length > 0 ? (
          <Button variant="secondary" onClick={() => apply({ ...EMPTY_SELECTION, tab: selection.tab })}>
            {t('catalogue.list.clearFilters')}
          </Button>
        ) : null}
        {selection.tab ? (
          <Button onClick={() => apply({ ...selection, tab: null })}>{t('catalogue.home.browseAll')}</Button>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <>
      {shownFirst ? (
        <BulkOrderPrompt
          scope={list.bulkScope}
          totalCount={shownFirst.totalCount}
          listName={selection.tab ? `${title} · ${t(`catalogue.tabs.${selection.tab}`)}` : title}
          fetchIds={list.bulkIds}
        />
      ) : null}
      <ProductGrid query={query} products={shownProducts} settling={shownProducts !== products} />
    </>
  );
}
