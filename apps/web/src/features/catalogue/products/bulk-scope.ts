/**
 * The product list's selection as the scope of a bulk or suggested order (ordering/bulk,
 * docs/decisions/056).
 */
import type { BulkScope } from '../../../ordering/bulk/bulk-order';
import { type ListSelection, toProductFilter } from './list-filter';

/**
 * The bulk scope of a selection. The call takes one level: a single kind of level is sent as it
 * is; sub-categories that all sit in the chosen categories say the same as both together (levels
 * combine with AND, decision 019). Anything the call cannot say (a second kind of level, a tab
 * other than Relevant, a text, a chosen order) makes the scope inexact: the list's own products
 * then go by id, with the most specific level as a guard.
 * `parentOf` gives a sub-category's category (from the category tree), when known.
 */
export function bulkScopeOf(
  selection: ListSelection,
  options: { attrFilter: boolean; foc: boolean; parentOf?: (subCategoryId: number) => number | undefined },
): BulkScope {
  const { categories, brands } = selection;
  const subs = selection.subCategories;
  const subsInsideCategories =
    subs.length > 0 &&
    categories.length > 0 &&
    subs.every((s) => {
      const parent = options.parentOf?.(s);
      return parent !== undefined && categories.includes(parent);
    });
  // Levels that narrow the list, most specific first.
  const levels: Array<{ code: 'SUCAT' | 'BR' | 'CAT'; ids: number[] }> = [];
  if (subs.length > 0) levels.push({ code: 'SUCAT', ids: subs });
  if (brands.length > 0) levels.push({ code: 'BR', ids: brands });
  if (categories.length > 0 && !subsInsideCategories) levels.push({ code: 'CAT', ids: categories });
  const level = levels[0];
  const exact =
    levels.length <= 1 &&
    !selection.text &&
    (selection.tab === null || selection.tab === 'relevant') &&
    selection.sort === null &&
    selection.attrSort === null;
  return {
    FilterLevelCode: level?.code ?? '',
    FilterIdList: level ? [...level.ids] : [],
    AttrFilter: toProductFilter({ ...selection, attrSort: null }, options.attrFilter).AttrFilter ?? [],
    exact,
    suggested: selection.tab === 'relevant',
    foc: options.foc,
  };
}
