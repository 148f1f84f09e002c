import type { SortOption } from '@restock/domain/codes';
import { useTranslation } from 'react-i18next';
import { AttributeSection } from '../../../../components/attribute-filter/AttributeSection';
import { Button } from '../../../../components/ui/button';
import { Drawer } from '../../../../components/ui/drawer';
import { Spinner } from '../../../../components/ui/spinner';
import type { ListSelection } from '../list-filter';
import { FacetSections } from './FacetSections';
import { SortSection } from './SortSection';
import { useFilterDrawer } from './use-filter-drawer';

export interface FilterDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  selection: ListSelection;
  onApply(selection: ListSelection): void;
  attrFilter: boolean;
  attrSorting: boolean;
  /** The order used when the retailer picks none (the tab's rank or the client default). */
  defaultOrder: SortOption | 'Rank';
}

/** Reset, and "Show N products" with the draft's live count. */
function FilterFooter({
  settled,
  total,
  fetching,
  onReset,
  onApply,
}: {
  settled: boolean;
  total: number | undefined;
  fetching: boolean;
  onReset(): void;
  onApply(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 flex gap-3 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_12px_rgba(15,23,42,0.06)]">
      <Button variant="secondary" className="flex-1" onClick={onReset}>
        {t('catalogue.filter.reset')}
      </Button>
      <Button
        className="flex-[2]"
        loading={!settled && fetching}
        disabled={settled && total === 0}
        onClick={onApply}
        data-testid="filter-apply"
      >
        {!settled
          ? t('catalogue.filter.applyPending')
          : total === 0
            ? t('catalogue.filter.applyNone')
            : t('catalogue.filter.apply', { count: total })}
      </Button>
    </div>
  );
}

/**
 * Filter and sort sheet of the product list. Options come from /Product/DynamicFilter for the
 * draft (brand, category, sub-category, then attributes when isEnableAttrFilter), each with the
 * number of products it would show; the button shows the draft's total. Nothing changes the list
 * until "Show N products".
 */
export function FilterDrawer(props: FilterDrawerProps) {
  const { t } = useTranslation();
  const { open, onOpenChange, selection, onApply, attrFilter, attrSorting, defaultOrder } = props;
  const f = useFilterDrawer({ open, selection, attrFilter });
  const { draft, setDraft, attributes } = f;

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('catalogue.filter.title')}
      closeLabel={t('common.close')}
      side="right"
      width={400}
    >
      <div className="flex min-h-full flex-col" data-testid="filter-drawer">
        <div className="flex-1">
          <SortSection
            draft={draft}
            setDraft={setDraft}
            defaultOrder={defaultOrder}
            attributes={attributes}
            showAttrSort={attrSorting && attrFilter && attributes.length > 0}
          />
          {f.facetsPending ? (
            <div className="flex justify-center p-6 text-brand">
              <Spinner label={t('common.loading')} />
            </div>
          ) : (
            <>
              <FacetSections
                data={f.data}
                brands={f.brands}
                subCategories={f.subCategories}
                draft={draft}
                setDraft={setDraft}
              />
              {attributes.map((a) => (
                <AttributeSection
                  key={a.AttrId}
                  attribute={a}
                  selected={draft.attributes}
                  onChange={(attributes) => setDraft({ ...draft, attributes })}
                />
              ))}
            </>
          )}
        </div>
        <FilterFooter
          settled={f.settled}
          total={f.total}
          fetching={f.countFetching}
          onReset={f.reset}
          onApply={() => {
            onApply(draft);
            onOpenChange(false);
          }}
        />
      </div>
    </Drawer>
  );
}
