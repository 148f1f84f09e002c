import { SORT_OPTIONS, type SortOption } from '@restock/domain/codes';
import type { TDynamicFilter } from '@restock/domain/contracts/product';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Drawer } from '../../../../components/ui/drawer';
import { Spinner } from '../../../../components/ui/spinner';
import { findProductPage, useDistributorId, useDynamicFilter } from '../../api/products';
import { useFocMode, withFocMode } from '../../components/foc-mode';
import { type AttrSelection, type ListSelection, listCallOf, toProductFilter } from '../list-filter';

const COLLAPSED_OPTIONS = 8;

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

function toggle(ids: number[], id: number, on: boolean): number[] {
  return on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id);
}

function Section({
  title,
  count,
  children,
  testId,
}: {
  title: string;
  count?: number;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <details open className="group border-b border-slate-200 px-4 py-3" data-testid={testId}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-1 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        <span>
          {title}
          {count ? (
            <span className="ml-2 rounded-full bg-brand px-1.5 py-0.5 text-[11px] font-bold text-white">
              {count}
            </span>
          ) : null}
        </span>
        <ChevronDown
          size={18}
          aria-hidden="true"
          className="text-slate-500 transition group-open:rotate-180"
        />
      </summary>
      <fieldset className="mt-2">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function OptionRow({
  type,
  name,
  checked,
  onChange,
  label,
  count,
  indent = false,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
  count?: number;
  indent?: boolean;
}) {
  return (
    <label
      className={`flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-slate-50 ${indent ? 'ml-5' : ''}`}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4.5 shrink-0 accent-[var(--color-brand)]"
      />
      <span className={`min-w-0 flex-1 ${checked ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
        {label}
      </span>
      {count !== undefined ? <span className="text-xs text-slate-500 tabular-nums">{count}</span> : null}
    </label>
  );
}

function OptionList<T extends { Id: number; Name: string; Count: number }>({
  name,
  options,
  selected,
  onChange,
}: {
  name: string;
  options: T[];
  selected: number[];
  onChange(ids: number[]): void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0)
    return <p className="px-2 text-sm text-slate-500">{t('catalogue.filter.noOptions')}</p>;
  // Chosen options stay visible when the list is collapsed.
  const visible = expanded
    ? options
    : options.filter((o, i) => i < COLLAPSED_OPTIONS || selected.includes(o.Id));
  return (
    <div>
      {visible.map((o) => (
        <OptionRow
          key={o.Id}
          type="checkbox"
          name={name}
          checked={selected.includes(o.Id)}
          onChange={(on) => onChange(toggle(selected, o.Id, on))}
          label={o.Name}
          count={o.Count}
        />
      ))}
      {options.length > COLLAPSED_OPTIONS ? (
        <button
          type="button"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          className="mt-1 rounded-md px-2 py-1.5 text-sm font-semibold text-brand hover:underline"
        >
          {expanded
            ? t('catalogue.filter.showLess')
            : t('catalogue.filter.showAll', { count: options.length })}
        </button>
      ) : null}
    </div>
  );
}

type Attribute = TDynamicFilter['Attributes'][number];

function RangeInputs({
  attribute,
  value,
  onChange,
}: {
  attribute: Attribute;
  value: AttrSelection | undefined;
  onChange(range: [number, number] | null): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const bounds = attribute.Range ?? { Min: 0, Max: 0 };
  const [min, setMin] = useState(value?.range ? String(value.range[0]) : '');
  const [max, setMax] = useState(value?.range ? String(value.range[1]) : '');
  const lo = min.trim() === '' ? bounds.Min : Number(min);
  const hi = max.trim() === '' ? bounds.Max : Number(max);
  const invalid = Number.isFinite(lo) && Number.isFinite(hi) && lo > hi;

  const commit = (nextMin: string, nextMax: string) => {
    if (nextMin.trim() === '' && nextMax.trim() === '') return onChange(null);
    const a = nextMin.trim() === '' ? bounds.Min : Number(nextMin);
    const b = nextMax.trim() === '' ? bounds.Max : Number(nextMax);
    if (Number.isFinite(a) && Number.isFinite(b) && a <= b) onChange([a, b]);
  };
  const unit = attribute.Unit ? ` (${attribute.Unit})` : '';
  const input = (which: 'min' | 'max') => (
    <div className="flex-1">
      <label htmlFor={`${id}-${which}`} className="mb-1 block text-xs font-medium text-slate-600">
        {t(`catalogue.filter.${which}`)}
        {unit}
      </label>
      <input
        id={`${id}-${which}`}
        type="number"
        inputMode="decimal"
        step="any"
        min={bounds.Min}
        max={bounds.Max}
        placeholder={String(which === 'min' ? bounds.Min : bounds.Max)}
        value={which === 'min' ? min : max}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        data-testid={`range-${attribute.AttrId}-${which}`}
        onChange={(e) => {
          if (which === 'min') setMin(e.target.value);
          else setMax(e.target.value);
          commit(which === 'min' ? e.target.value : min, which === 'max' ? e.target.value : max);
        }}
        className={`h-10 w-full rounded-lg border bg-white px-3 text-base tabular-nums outline-none focus:ring-2 focus:ring-brand/30 ${invalid ? 'border-red-500' : 'border-slate-300 focus:border-brand'}`}
      />
    </div>
  );
  return (
    <div className="px-2">
      <div className="flex items-end gap-3">
        {input('min')}
        <span aria-hidden="true" className="pb-2.5 text-slate-400">
          –
        </span>
        {input('max')}
      </div>
      <p
        id={`${id}-hint`}
        className={`mt-1 text-xs ${invalid ? 'text-red-600' : 'text-slate-500'}`}
        role={invalid ? 'alert' : undefined}
      >
        {invalid
          ? t('catalogue.filter.rangeInvalid')
          : t('catalogue.filter.rangeHint', {
              min: `${bounds.Min}${attribute.Unit ? ` ${attribute.Unit}` : ''}`,
              max: `${bounds.Max}${attribute.Unit ? ` ${attribute.Unit}` : ''}`,
            })}
      </p>
    </div>
  );
}

function AttributeSection({
  attribute,
  draft,
  setDraft,
}: {
  attribute: Attribute;
  draft: ListSelection;
  setDraft(next: ListSelection): void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const current = draft.attributes.find((a) => a.attrId === attribute.AttrId);
  const setEntry = (entry: AttrSelection | null) => {
    const others = draft.attributes.filter((a) => a.attrId !== attribute.AttrId);
    setDraft({ ...draft, attributes: entry ? [...others, entry] : others });
  };
  const values = attribute.Values.map((v) => ({ Id: v.Id, Name: v.Value, Count: v.Count }));
  let body: ReactNode;
  if (attribute.SelectionMode === 'Range') {
    body = (
      <RangeInputs
        attribute={attribute}
        value={current}
        onChange={(range) => setEntry(range ? { attrId: attribute.AttrId, values: [], range } : null)}
      />
    );
  } else if (attribute.SelectionMode === 'Single') {
    body = (
      <div>
        <OptionRow
          type="radio"
          name={name}
          checked={!current}
          onChange={() => setEntry(null)}
          label={t('catalogue.filter.any')}
        />
        {values.map((v) => (
          <OptionRow
            key={v.Id}
            type="radio"
            name={name}
            checked={current?.values[0] === v.Id}
            onChange={() => setEntry({ attrId: attribute.AttrId, values: [v.Id], range: null })}
            label={v.Name}
            count={v.Count}
          />
        ))}
      </div>
    );
  } else {
    body = (
      <OptionList
        name={name}
        options={values}
        selected={current?.values ?? []}
        onChange={(ids) =>
          setEntry(ids.length > 0 ? { attrId: attribute.AttrId, values: ids, range: null } : null)
        }
      />
    );
  }
  return (
    <Section
      title={attribute.AttrName}
      count={current ? (current.range ? 1 : current.values.length) : 0}
      testId={`filter-attr-${attribute.AttrId}`}
    >
      {body}
    </Section>
  );
}

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
 * Filter and sort sheet of the product list. Options come from /Product/DynamicFilter for the
 * draft (brand, category, sub-category, then attributes when isEnableAttrFilter), each with the
 * number of products it would show; the button shows the draft's total. Nothing changes the list
 * until "Show N products".
 */
export function FilterDrawer(props: FilterDrawerProps) {
  const { t } = useTranslation();
  const { open, onOpenChange, selection, onApply, attrFilter, attrSorting, defaultOrder } = props;
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
  const sortName = useId();

  const sortOptions: Array<SortOption | 'Rank'> =
    defaultOrder === 'Rank' ? ['Rank', ...SORT_OPTIONS] : [...SORT_OPTIONS];
  const currentSort = draft.sort ?? defaultOrder;
  const total = count.data;
  // The count of the draft as it is now (not the previous draft's, kept while the new one loads).
  const settled = total !== undefined && !count.isPlaceholderData;

  const footer = (
    <div className="sticky bottom-0 flex gap-3 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_12px_rgba(15,23,42,0.06)]">
      <Button
        variant="secondary"
        className="flex-1"
        onClick={() =>
          setDraft({
            ...draft,
            brands: [],
            categories: [],
            subCategories: [],
            attributes: [],
            attrSort: null,
            sort: null,
          })
        }
      >
        {t('catalogue.filter.reset')}
      </Button>
      <Button
        className="flex-[2]"
        loading={!settled && count.isFetching}
        disabled={settled && total === 0}
        onClick={() => {
          onApply(draft);
          onOpenChange(false);
        }}
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
          <Section title={t('catalogue.filter.sort')} testId="filter-sort">
            {sortOptions.map((o) => (
              <OptionRow
                key={o}
                type="radio"
                name={sortName}
                checked={currentSort === o}
                onChange={() => setDraft({ ...draft, sort: o === 'Rank' || o === defaultOrder ? null : o })}
                label={t(o === 'Rank' ? 'catalogue.sort.Rank' : `catalogue.sort.${o}`)}
              />
            ))}
            {attrSorting && attrFilter && attributes.length > 0 ? (
              <AttrSortSelect attributes={attributes} draft={draft} setDraft={setDraft} />
            ) : null}
          </Section>
          {facets.isPending ? (
            <div className="flex justify-center p-6 text-brand">
              <Spinner label={t('common.loading')} />
            </div>
          ) : (
            <>
              <Section title={t('catalogue.filter.brand')} count={draft.brands.length} testId="filter-brand">
                <OptionList
                  name="brand"
                  options={brands}
                  selected={draft.brands}
                  onChange={(ids) => setDraft({ ...draft, brands: ids })}
                />
              </Section>
              <Section
                title={t('catalogue.filter.category')}
                count={draft.categories.length}
                testId="filter-category"
              >
                <OptionList
                  name="category"
                  options={data?.Categories ?? []}
                  selected={draft.categories}
                  onChange={(ids) =>
                    setDraft({
                      ...draft,
                      categories: ids,
                      // Sub-categories of a category no longer chosen go with it.
                      subCategories: draft.subCategories.filter((s) => {
                        const parent = data?.SubCategories.find((x) => x.Id === s)?.ParentId;
                        return ids.length === 0 || parent === undefined || ids.includes(parent);
                      }),
                    })
                  }
                />
              </Section>
              <Section
                title={t('catalogue.filter.subCategory')}
                count={draft.subCategories.length}
                testId="filter-subcategory"
              >
                <OptionList
                  name="subCategory"
                  options={subCategories}
                  selected={draft.subCategories}
                  onChange={(ids) => setDraft({ ...draft, subCategories: ids })}
                />
              </Section>
              {attributes.map((a) => (
                <AttributeSection key={a.AttrId} attribute={a} draft={draft} setDraft={setDraft} />
              ))}
            </>
          )}
        </div>
        {footer}
      </div>
    </Drawer>
  );
}

function AttrSortSelect({
  attributes,
  draft,
  setDraft,
}: {
  attributes: Attribute[];
  draft: ListSelection;
  setDraft(next: ListSelection): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const value = draft.attrSort ? `${draft.attrSort.attrId}:${draft.attrSort.direction}` : '';
  return (
    <div className="mt-3 px-2">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {t('catalogue.filter.attributeSort')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const [attrId, direction] = e.target.value.split(':');
          setDraft({
            ...draft,
            attrSort: attrId
              ? { attrId: Number(attrId), direction: direction === 'DESC' ? 'DESC' : 'ASC' }
              : null,
          });
        }}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
      >
        <option value="">{t('catalogue.sort.none')}</option>
        {attributes.flatMap((a) => [
          <option key={`${a.AttrId}:ASC`} value={`${a.AttrId}:ASC`}>
            {t('catalogue.sort.attrAsc', { name: a.AttrName })}
          </option>,
          <option key={`${a.AttrId}:DESC`} value={`${a.AttrId}:DESC`}>
            {t('catalogue.sort.attrDesc', { name: a.AttrName })}
          </option>,
        ])}
      </select>
    </div>
  );
}
