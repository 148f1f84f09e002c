import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionList, OptionRow, Section } from './parts';
import { type Attribute, type AttrSelection, RangeInputs } from './RangeInputs';

/**
 * One attribute (isEnableAttrFilter): a range, one value, or several values. Shared by the
 * catalogue's filter drawer and the sales return list.
 */
export function AttributeSection({
  attribute,
  selected,
  onChange,
}: {
  attribute: Attribute;
  selected: readonly AttrSelection[];
  onChange(next: AttrSelection[]): void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const current = selected.find((a) => a.attrId === attribute.AttrId);
  const setEntry = (entry: AttrSelection | null) => {
    const others = selected.filter((a) => a.attrId !== attribute.AttrId);
    onChange(entry ? [...others, entry] : others);
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
