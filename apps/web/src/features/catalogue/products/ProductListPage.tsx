import { FocModeNote, FocModeSwitch } from '../../../ordering/foc/FocModeSwitch';
import { FilterDrawer } from './filter-drawer/FilterDrawer';
import { FilterChips, ListResults } from './ListResults';
import { Breadcrumb, ListToolbar, Tabs } from './ListToolbar';
import { useProductListPage } from './use-product-list';

/**
 * The product list (routes products/:category?/:subcategory? and productList): tabs, filter and
 * sort sheet, active filter chips, the paged grid, Count/TotalCount and the suggested order value.
 * State and calls live in use-product-list.ts.
 */
export default function ProductListPage() {
  const list = useProductListPage();
  const { selection } = list;
  return (
    <div>
      <Breadcrumb cats={list.cats} subs={list.subs} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{list.title}</h1>
        <FocModeSwitch className="w-full sm:w-auto" />
      </div>
      <FocModeNote />

      <Tabs tabs={list.tabs} selection={selection} />
      <ListToolbar list={list} />
      <FilterChips list={list} />
      <ListResults list={list} />

      <FilterDrawer
        open={list.drawerOpen}
        onOpenChange={list.setDrawerOpen}
        selection={selection}
        onApply={list.apply}
        attrFilter={list.attrFilter}
        attrSorting={list.settings?.flags.isEnableAttrSorting ?? false}
        defaultOrder={list.order}
      />
    </div>
  );
}
