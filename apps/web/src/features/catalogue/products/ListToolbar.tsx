import { SORT_OPTIONS } from '@restock/domain/codes';
import type { TCategory } from '@restock/domain/contracts/product';
import { isSortOption } from '@restock/domain/rules/product-list';
import { ChevronRight, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useMoney } from '../../../lib/format';
import { ALL_TAB, type ListSelection, selectionPath, type TabKey } from './list-filter';
import type { ProductListState } from './use-product-list';

/** The list, then the one chosen category, then the one chosen sub-category. */
export function Breadcrumb({ cats, subs }: { cats: TCategory[]; subs: TCategory['SubCategories'] }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav aria-label={t('catalogue.list.breadcrumb')} className="mb-2 text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/ivy/productList" className="hover:text-brand hover:underline">
            {t('catalogue.list.title')}
          </Link>
        </li>
        {cats.length === 1 ? (
          <li className="flex items-center gap-1">
            <ChevronRight size={14} aria-hidden="true" />
            {subs.length === 1 ? (
              <Link
                to={`/ivy/products/${cats[0]!.Id}${location.search}`}
                className="hover:text-brand hover:underline"
              >
                {cats[0]!.Name}
              </Link>
            ) : (
              <span aria-current="page">{cats[0]!.Name}</span>
            )}
          </li>
        ) : null}
        {cats.length === 1 && subs.length === 1 ? (
          <li className="flex items-center gap-1">
            <ChevronRight size={14} aria-hidden="true" />
            <span aria-current="page">{subs[0]!.Name}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

export function Tabs({ tabs, selection }: { tabs: TabKey[]; selection: ListSelection }) {
  const { t } = useTranslation();
  const active = useRef<HTMLAnchorElement>(null);
  const shown = useRef(false);
  // The chosen tab scrolls into view on narrow screens. "All" comes first, in view already when the
  // list opens: no scrolling then, which would make the browser lay out the whole page at once.
  useEffect(() => {
    const first = !shown.current;
    shown.current = true;
    if (first && selection.tab === null) return;
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selection.tab]);
  if (tabs.length === 0) return null;
  const link = (tab: TabKey | null) => {
    const current = selection.tab === tab;
    return (
      <li key={tab ?? ALL_TAB} className="shrink-0">
        <Link
          ref={current ? active : undefined}
          to={selectionPath({ ...selection, tab, sort: null })}
          aria-current={current ? 'page' : undefined}
          data-testid={`tab-${tab ?? ALL_TAB}`}
          className={`inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition ${
            current
              ? 'bg-brand text-white shadow-sm'
              : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 hover:ring-slate-300'
          }`}
        >
          {t(`catalogue.tabs.${tab ?? ALL_TAB}`)}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={t('catalogue.tabs.label')} className="-mx-4 mb-4 md:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:flex-wrap md:px-0">
        {link(null)}
        {tabs.map((tab) => link(tab))}
      </ul>
    </nav>
  );
}

/** The sticky bar: the filter button, the sort select, the count and the suggested order value. */
export function ListToolbar({
  list,
}: {
  list: Pick<
    ProductListState,
    'filterCount' | 'setDrawerOpen' | 'selection' | 'order' | 'apply' | 'shownFirst' | 'shownProducts' | 'foc'
  >;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const sortId = useId();
  const { filterCount, selection, order, apply, shownFirst, shownProducts, foc } = list;
  return (
    <div className="sticky top-14 z-20 -mx-4 mb-4 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur md:top-16 md:mx-0 md:rounded-xl md:border md:bg-white/95 md:px-3">
      <Button
        variant={filterCount > 0 ? 'primary' : 'secondary'}
        onClick={() => list.setDrawerOpen(true)}
        aria-haspopup="dialog"
        data-testid="open-filter"
        className="min-h-10"
      >
        <SlidersHorizontal size={17} aria-hidden="true" />
        {filterCount > 0
          ? t('catalogue.list.filtersWithCount', { count: filterCount })
          : t('catalogue.list.filters')}
      </Button>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-medium text-slate-600 max-sm:sr-only">
          {t('catalogue.list.sortBy')}
        </label>
        <select
          id={sortId}
          value={selection.sort ?? order}
          onChange={(e) => {
            const v = e.target.value;
            apply({ ...selection, sort: isSortOption(v) && v !== order ? v : null });
          }}
          data-testid="sort-select"
          className="h-10 max-w-44 rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 sm:max-w-none"
        >
          {order === 'Rank' ? <option value="Rank">{t('catalogue.sort.Rank')}</option> : null}
          {SORT_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {t(`catalogue.sort.${o}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="ml-auto flex flex-col items-end text-right text-xs leading-tight text-slate-600 sm:text-sm">
        {shownFirst && shownFirst.totalCount > 0 ? (
          <span data-testid="list-count">
            {t('catalogue.list.showing', { shown: shownProducts.length, total: shownFirst.totalCount })}
          </span>
        ) : null}
        {shownFirst && shownFirst.suggestedOrderValue > 0 && !foc ? (
          <span data-testid="suggested-order-value">
            {t('catalogue.list.suggestedOrderValue')}:{' '}
            <strong className="text-slate-900 tabular-nums">{money(shownFirst.suggestedOrderValue)}</strong>
          </span>
        ) : null}
      </div>
    </div>
  );
}
