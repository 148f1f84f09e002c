import type { TCategory } from '@restock/domain/contracts/product';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateFunction, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppConfig } from '../../../lib/app-config';
import { notify } from '../../../lib/notify';
import { useDistributorId } from '../../../lib/session';
import { idsFromLoaded } from '../../../ordering/bulk/bulk-order';
import { useFocMode, withFocMode } from '../../../ordering/foc-mode';
import {
  catalogueKeys,
  findCategories,
  findProductPage,
  useCategories,
} from '../../../ordering/product-calls';
import { useDynamicFilter, useProductList } from '../api';
import { listProducts } from '../components/ProductGrid';
import { bulkScopeOf } from './bulk-scope';
import {
  activeFilterCount,
  configuredTabs,
  defaultOrder,
  EMPTY_SELECTION,
  type ListSelection,
  listCallOf,
  readSelection,
  selectionPath,
  toProductFilter,
} from './list-filter';

export interface FilterChip {
  key: string;
  label: string;
  next: ListSelection;
}

function categoryNames(categories: TCategory[] | undefined, selection: ListSelection) {
  const cats = (categories ?? []).filter((c) => selection.categories.includes(c.Id));
  const subs = (categories ?? [])
    .flatMap((c) => c.SubCategories)
    .filter((s) => selection.subCategories.includes(s.Id));
  return { cats, subs };
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

/** One chip per active filter: categories, sub-categories, brands, attributes, the search text. */
function filterChips(
  selection: ListSelection,
  { cats, subs }: ReturnType<typeof categoryNames>,
  names: ReturnType<typeof useFacetNames>,
  attrFilter: boolean,
): FilterChip[] {
  const chips: FilterChip[] = [
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
  return chips;
}

/** RA_NO_DATA (nothing matches at all): a category that is gone sends the retailer to the product list. */
function useLeaveGoneCategory(
  noData: boolean,
  selection: ListSelection,
  ctx: { distId: number; queryClient: QueryClient; navigate: NavigateFunction; t: TFunction },
) {
  const { distId, queryClient, navigate, t } = ctx;
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
}

/**
 * The product list's state: the selection read from the address, the paged list call (FOC mode
 * included), the cards shown (deferred), the categories for the title and chips, the bulk order's
 * scope and ids, and the filter drawer being open.
 */
export function useProductListPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const distId = useDistributorId();
  const settings = useAppConfig().data?.settings;
  const attrFilter = settings?.flags.isEnableAttrFilter ?? false;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const selection = useMemo(
    () => readSelection({ category: params.category, subcategory: params.subcategory }, search),
    [params.category, params.subcategory, search],
  );
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
  const { cats, subs } = categoryNames(categories.data, selection);
  const apply = (next: ListSelection) => navigate(selectionPath(next));

  useLeaveGoneCategory(first?.noData ?? false, selection, { distId, queryClient, navigate, t });

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

  const names = useFacetNames(selection.brands.length > 0 || (attrFilter && selection.attributes.length > 0));

  return {
    settings,
    attrFilter,
    drawerOpen,
    setDrawerOpen,
    selection,
    tabs: configuredTabs(settings?.productListTabs ?? []),
    foc,
    query,
    products,
    shownProducts,
    cardsPending,
    shownFirst,
    order: defaultOrder(selection, settings?.defaultProductSorting ?? 'Price_ASC'),
    cats,
    subs,
    filterCount: activeFilterCount({ ...selection, sort: null }),
    apply,
    title: subs.length === 1 ? subs[0]!.Name : cats.length === 1 ? cats[0]!.Name : t('catalogue.list.title'),
    bulkScope,
    bulkIds,
    chips: filterChips(selection, { cats, subs }, names, attrFilter),
  };
}

export type ProductListState = ReturnType<typeof useProductListPage>;
