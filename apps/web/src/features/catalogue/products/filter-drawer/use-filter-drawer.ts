import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDistributorId } from '../../../../lib/session';
import { useFocMode, withFocMode } from '../../../../ordering/foc-mode';
import { findProductPage } from '../../../../ordering/product-calls';
import { useDynamicFilter } from '../../api';
import { type ListSelection, listCallOf, toProductFilter } from '../list-filter';

/** The live count of a draft: the list call with one product per page, for the apply button. */
function useDraftCount(draft: ListSelection, attrFilter: boolean, enabled: boolean) {
  const distId = useDistributorId();
  const foc = useFocMode();
  const filter = withFocMode({ ...toProductFilter(draft, attrFilter), PageSize: 1 }, foc);
  const call = listCallOf(draft);
  return useQuery({
    queryKey: ['catalogue', 'count', distId, call, filter],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<number> =>
      (await findProductPage(call, filter, 1, signal)).totalCount,
  });
}

/**
 * The drawer's draft (the applied selection again each time it opens), the options for the draft
 * from /Product/DynamicFilter and the draft's live product count.
 */
export function useFilterDrawer({
  open,
  selection,
  attrFilter,
}: {
  open: boolean;
  selection: ListSelection;
  attrFilter: boolean;
}) {
  const [draft, setDraft] = useState(selection);
  useEffect(() => {
    if (open) setDraft(selection);
  }, [open, selection]);

  // FOC mode (docs/decisions/056): the options and counts of the FOC products only.
  const foc = useFocMode();
  const dynamicBody = withFocMode(toProductFilter({ ...draft, sort: null, attrSort: null }, attrFilter), foc);
  const facets = useDynamicFilter(dynamicBody, open);
  const count = useDraftCount(draft, attrFilter, open);
  const data = facets.data;

  const brands = (data?.Brands ?? []).filter((b) => b.FilterLevelCode === 'BR');
  const subCategories = (data?.SubCategories ?? []).filter(
    (s) =>
      draft.categories.length === 0 ||
      draft.categories.includes(s.ParentId) ||
      draft.subCategories.includes(s.Id),
  );
  const attributes = attrFilter ? (data?.Attributes ?? []) : [];
  const total = count.data;
  // The count of the draft as it is now (not the previous draft's, kept while the new one loads).
  const settled = total !== undefined && !count.isPlaceholderData;

  return {
    draft,
    setDraft,
    facetsPending: facets.isPending,
    data,
    brands,
    subCategories,
    attributes,
    total,
    settled,
    countFetching: count.isFetching,
    reset: () =>
      setDraft({
        ...draft,
        brands: [],
        categories: [],
        subCategories: [],
        attributes: [],
        attrSort: null,
        sort: null,
      }),
  };
}
