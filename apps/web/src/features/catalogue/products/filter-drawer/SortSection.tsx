import { SORT_OPTIONS, type SortOption } from '@restock/domain/codes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionRow, Section } from '../../../../components/attribute-filter/parts';
import type { Attribute } from '../../../../components/attribute-filter/RangeInputs';
import type { ListSelection } from '../list-filter';

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

/** The sort orders (the tab's rank first when there is one), then sorting by an attribute. */
export function SortSection({
  draft,
  setDraft,
  defaultOrder,
  attributes,
  showAttrSort,
}: {
  draft: ListSelection;
  setDraft(next: ListSelection): void;
  defaultOrder: SortOption | 'Rank';
  attributes: Attribute[];
  showAttrSort: boolean;
}) {
  const { t } = useTranslation();
  const sortName = useId();
  const sortOptions: Array<SortOption | 'Rank'> =
    defaultOrder === 'Rank' ? ['Rank', ...SORT_OPTIONS] : [...SORT_OPTIONS];
  const currentSort = draft.sort ?? defaultOrder;
  return (
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
      {showAttrSort ? <AttrSortSelect attributes={attributes} draft={draft} setDraft={setDraft} /> : null}
    </Section>
  );
}
