import { SORT_OPTIONS } from '@restock/domain/codes';
import type { TCategory } from '@restock/domain/contracts/product';
import { isSortOption } from '@restock/domain/rules/product-list';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, SlidersHorizontal, X } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useAppConfig } from '../../../lib/app-config';
import { useMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { BulkOrderPrompt } from '../../cart/bulk/BulkOrderPrompt';
import { idsFromLoaded } from '../../cart/bulk/bulk-order';
import { FocModeNote, FocModeSwitch } from '../../cart/foc/FocModeSwitch';
import {
  catalogueKeys,
  findCategories,
  findProductPage,
  useCategories,
  useDistributorId,
  useDynamicFilter,
  useProductList,
} from '../api/products';
import { useFocMode, withFocMode } from '../components/foc-mode';
import { EmptyState, listProducts, ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { bulkScopeOf } from './bulk-scope';
import { FilterDrawer } from './filter-drawer/FilterDrawer';
import {
  ALL_TAB,
  activeFilterCount,
  configuredTabs,
  defaultOrder,
  EMPTY_SELECTION,
  type ListSelection,
  listCallOf,
  readSelection,
  selectionPath,
  type TabKey,
  toProductFilter,
} from './list-filter';

function categoryNames(categories: TCategory[] | undefined, selection: ListSelection) {
  const cats = (categories ?? []).filter((c) => selection.categories.includes(c.Id));
  const subs = (categories ?? [])
    .flatMap((c) => c.SubCategories)
    .filter((s) => selection.subCategories.includes(s.Id));
  return { cats, subs };
}

function Tabs({ tabs, selection }: { tabs: TabKey[]; selection: ListSelection }) {
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

/**
 * The product list (routes products/:category?/:subcategory? and productList): tabs, filter and
 * sort sheet, active filter chips, the paged grid, Count/TotalCount and the suggested order value.
 */
export default function ProductListPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const money = useMoney();
  const distId = useDistributorId();
  const settings = useAppConfig().data?.settings;
  const attrFilter = settings?.flags.isEnableAttrFilter ?? false;
  const sortId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const selection = useMemo(
    () => readSelection({ category: params.category, subcategory: params.subcategory }, search),
    [params.category, params.subcategory, search],
  );
  const tabs = configuredTabs(settings?.productListTabs ?? []);
  // FOC mode (docs/decisions/056, 058): only the products offered free of charge, marked IsFree.
  // useProductList asks the same way; the filter carries NeedFOC here for the bulk order's ids.
  const foc = useFocMode();
  const filter = useMemo(
    () => withFocMode(toProductFilter(selection, attrFilter), foc),
    [selection, attrFilter, foc],
  );
  const call = listCallOf(selection);
  const query = useProductList(call, filter);
  const categories = useCategories();
  const pages = query.data;
  const products = useMemo(() => listProducts({ data: pages }), [pages]);
  // A page of cards that arrives mounts in a background render that yields to the browser every few
  // milliseconds instead of one long task; the skeleton stays until the first cards are ready.
  const shownProducts = useDeferredValue(products);
  const cardsPending = shownProducts.length === 0 && products.length > 0;
  // The count and suggested value show with the cards: arriving earlier, they could push the
  // skeleton down (a layout shift) while the cards render.
  const first = query.data?.pages[0];
  const shownFirst = cardsPending ? undefined : first;
  const order = defaultOrder(selection, settings?.defaultProductSorting ?? 'Price_ASC');
  const { cats, subs } = categoryNames(categories.data, selection);
  const filterCount = activeFilterCount({ ...selection, sort: null });

  const apply = (next: ListSelection) => navigate(selectionPath(next));

  // RA_NO_DATA (nothing matches at all): a category that is gone sends the retailer to the product list.
  const noData = first?.noData ?? false;
  const { data: categoryStillThere } = useQuery({
    queryKey: [
      ...catalogueKeys.categories(distId, false),
      'recheck',
      selection.categories,
      selection.subCategories,
    ],
    enabled: noData && (selection.categories.length > 0 || selection.subCategories.length > 0),
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const tree = await queryClient.fetchQuery({
        queryKey: catalogueKeys.categories(distId, false),
        queryFn: () => findCategories(signal),
        staleTime: 0,
      });
      const catIds = new Set(tree.map((c) => c.Id));
      const subIds = new Set(tree.flatMap((c) => c.SubCategories.map((s) => s.Id)));
      return (
        selection.categories.every((id) => catIds.has(id)) &&
        selection.subCategories.every((id) => subIds.has(id))
      );
    },
  });
  useEffect(() => {
    if (categoryStillThere === false) {
      notify.info(t('catalogue.list.categoryGone'));
      navigate(selectionPath({ ...EMPTY_SELECTION, tab: selection.tab }), { replace: true });
    }
  }, [categoryStillThere, navigate, selection.tab, t]);

  const title =
    subs.length === 1 ? subs[0]!.Name : cats.length === 1 ? cats[0]!.Name : t('catalogue.list.title');

  const categoryTree = categories.data;
  const bulkScope = useMemo(() => {
    const parents = new Map(
      (categoryTree ?? []).flatMap((c) => c.SubCategories.map((s) => [s.Id, c.Id] as const)),
    );
    return bulkScopeOf(selection, { attrFilter, foc, parentOf: (id) => parents.get(id) });
  }, [selection, attrFilter, foc, categoryTree]);
  // The list's first products for a bulk order the call cannot say by filter: the pages loaded
  // when they cover them, else one page of that size in the list's own order.
  const bulkIds = async (limit: number): Promise<number[]> =>
    idsFromLoaded(products, first?.totalCount ?? 0, limit) ??
    (await findProductPage(call, { ...filter, PageSize: limit }, 1)).products.map((p) => p.ProductId);

  const chips: Array<{ key: string; label: string; next: ListSelection }> = [
    ...cats.map((c) => ({
      key: `c${c.Id}`,
      label: c.Name,
      next: {
        ...selection,
        categories: selection.categories.filter((x) => x !== c.Id),
        subCategories: selection.subCategories.filter((s) => !c.SubCategories.some((x) => x.Id === s)),
      },
    })),
    ...subs.map((s) => ({
      key: `s${s.Id}`,
      label: s.Name,
      next: { ...selection, subCategories: selection.subCategories.filter((x) => x !== s.Id) },
    })),
  ];
  const names = useFacetNames(selection.brands.length > 0 || (attrFilter && selection.attributes.length > 0));
  for (const b of selection.brands) {
    chips.push({
      key: `b${b}`,
      label: names.brands.get(b) ?? `#${b}`,
      next: { ...selection, brands: selection.brands.filter((x) => x !== b) },
    });
  }
  if (attrFilter) {
    for (const a of selection.attributes) {
      const attribute = names.attributes.get(a.attrId);
      const label = a.range
        ? `${attribute?.name ?? ''} ${a.range[0]}–${a.range[1]}${attribute?.unit ? ` ${attribute.unit}` : ''}`.trim()
        : a.values.map((v) => attribute?.values.get(v) ?? `#${v}`).join(', ');
      chips.push({
        key: `a${a.attrId}`,
        label,
        next: { ...selection, attributes: selection.attributes.filter((x) => x.attrId !== a.attrId) },
      });
    }
  }
  if (selection.text)
    chips.push({ key: 'q', label: `“${selection.text}”`, next: { ...selection, text: '' } });

  return (
    <div>
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
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <FocModeSwitch className="w-full sm:w-auto" />
      </div>
      <FocModeNote />

      <Tabs tabs={tabs} selection={selection} />

      <div className="sticky top-14 z-20 -mx-4 mb-4 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur md:top-16 md:mx-0 md:rounded-xl md:border md:bg-white/95 md:px-3">
        <Button
          variant={filterCount > 0 ? 'primary' : 'secondary'}
          onClick={() => setDrawerOpen(true)}
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

      {chips.length > 0 ? (
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
      ) : null}

      {query.isPending || cardsPending ? (
        <ProductGridSkeleton />
      ) : query.isError ? (
        <EmptyState title={t('catalogue.list.loadError')} hint={errorMessage(query.error, t)}>
          <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
        </EmptyState>
      ) : products.length === 0 ? (
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
            <Button onClick={() => apply({ ...selection, tab: null })}>
              {t('catalogue.home.browseAll')}
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <>
          {shownFirst ? (
            <BulkOrderPrompt
              scope={bulkScope}
              totalCount={shownFirst.totalCount}
              listName={selection.tab ? `${title} · ${t(`catalogue.tabs.${selection.tab}`)}` : title}
              fetchIds={bulkIds}
            />
          ) : null}
          <ProductGrid query={query} products={shownProducts} settling={shownProducts !== products} />
        </>
      )}

      <FilterDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        selection={selection}
        onApply={apply}
        attrFilter={attrFilter}
        attrSorting={settings?.flags.isEnableAttrSorting ?? false}
        defaultOrder={order}
      />
    </div>
  );
}

/** Names of brands and attribute values for the chips, from the filter options of the whole catalogue. */
function useFacetNames(enabled: boolean) {
  const facets = useDynamicFilter({}, enabled);
  const data = facets.data;
  return useMemo(
    () => ({
      brands: new Map((data?.Brands ?? []).map((b) => [b.Id, b.Name])),
      attributes: new Map(
        (data?.Attributes ?? []).map((a) => [
          a.AttrId,
          { name: a.AttrName, unit: a.Unit, values: new Map(a.Values.map((v) => [v.Id, v.Value])) },
        ]),
      ),
    }),
    [data],
  );
}
