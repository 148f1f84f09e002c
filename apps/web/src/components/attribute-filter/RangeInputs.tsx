import type { TAttributeMaster } from '@restock/domain/contracts/product';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An attribute the filter offers: the catalogue's (DynamicFilter, values with counts) or the
 * attribute master's (values without counts).
 */
export type Attribute = Omit<TAttributeMaster, 'Values'> & {
  Values: Array<TAttributeMaster['Values'][number] & { Count?: number }>;
};

/** One attribute's choice: values (Single, Multiple) or a range (Range). */
export interface AttrSelection {
  attrId: number;
  values: number[];
  range: [number, number] | null;
}

/** Minimum and maximum of a range attribute; a range is applied only when it is valid. */
export function RangeInputs({
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
