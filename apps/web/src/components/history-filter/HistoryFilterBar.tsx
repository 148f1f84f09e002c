import { formatDisplayDate, formatMonth, parseApiDate, parseMonth } from '@restock/domain/rules/delivery';
import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeFilterCount,
  EMPTY_FILTER,
  type FilterForm,
  type FilterFormErrors,
  formOfFilter,
  type HistoryFilter,
  isFilterApplied,
  type PeriodMode,
  readFilterForm,
  recentMonths,
} from '../../lib/history-filter';
import { Button } from '../ui/button';
import { DateField } from './DateField';
import { SearchField } from './SearchField';

export interface Vendor {
  id: number;
  name: string;
}

export function monthLabel(month: string, language: string): string {
  const m = parseMonth(month);
  if (!m) return month;
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(
    new Date(m.year, m.month - 1, 1),
  );
}

const selectClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:ring-2 focus:ring-brand focus:outline-none';

/**
 * The history filter (orders, cancelled orders, sales return history): a search box, then "Filters" with the period
 * (a date range, or a month when isHistoryFilterSearchByMonth is on) and the distributor; what is
 * applied shows as chips that each remove their part.
 */
export function HistoryFilterBar({
  filter,
  onChange,
  monthAllowed,
  vendors,
  searchLabel,
  searchPlaceholder,
  testIdPrefix = 'orders',
}: {
  filter: HistoryFilter;
  onChange(filter: HistoryFilter): void;
  monthAllowed: boolean;
  vendors: Vendor[];
  /** The search box's name and hint (the order history's when not given). */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Prefix of the test ids (`orders-search`, `orders-filter-toggle`...). */
  testIdPrefix?: string;
}) {
  const { t, i18n } = useTranslation();
  const panelId = useId();
  const [text, setText] = useState(filter.searchText);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<FilterForm>(() => formOfFilter(filter, monthAllowed));
  const [errors, setErrors] = useState<FilterFormErrors>({});
  const showVendors = vendors.length > 1;

  // The address is the truth: back/forward or a chip brings the boxes in line with it.
  useEffect(() => setText(filter.searchText), [filter.searchText]);
  useEffect(() => {
    setForm(formOfFilter(filter, monthAllowed));
    setErrors({});
  }, [filter, monthAllowed]);

  const now = new Date();
  const months = recentMonths({ year: now.getFullYear(), month: now.getMonth() + 1 }).map(formatMonth);
  if (filter.month && !months.includes(filter.month)) months.unshift(filter.month);

  const problem = (p: FilterFormErrors[keyof FilterFormErrors]) =>
    p ? t(`orders.filter.errors.${p}`) : undefined;

  const apply = () => {
    const read = readFilterForm(form, { ...filter, searchText: text.trim() });
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setOpen(false);
    onChange(read.filter);
  };

  const count = activeFilterCount(filter);
  const from = parseApiDate(filter.fromDate);
  const to = parseApiDate(filter.toDate);
  const vendorName = vendors.find((v) => v.id === filter.vendorId)?.name ?? String(filter.vendorId);
  const chips: Array<{ key: string; label: string; clear: HistoryFilter }> = [];
  if (filter.searchText)
    chips.push({
      key: 'q',
      label: t('orders.filter.chipText', { text: filter.searchText }),
      clear: { ...filter, searchText: '' },
    });
  if (filter.month)
    chips.push({
      key: 'month',
      label: monthLabel(filter.month, i18n.language),
      clear: { ...filter, month: '' },
    });
  else if (from || to)
    chips.push({
      key: 'range',
      label:
        from && to
          ? t('orders.filter.chipRange', { from: formatDisplayDate(from), to: formatDisplayDate(to) })
          : from
            ? t('orders.filter.chipFrom', { date: formatDisplayDate(from) })
            : t('orders.filter.chipTo', { date: to ? formatDisplayDate(to) : '' }),
      clear: { ...filter, fromDate: '', toDate: '' },
    });
  if (filter.vendorId !== null)
    chips.push({ key: 'vendor', label: vendorName, clear: { ...filter, vendorId: null } });

  return (
    <div className="mb-5">
      <div className="flex gap-2">
        <SearchField
          value={text}
          onChange={setText}
          onSubmit={() => onChange({ ...filter, searchText: text.trim() })}
          label={searchLabel ?? t('orders.filter.search')}
          placeholder={searchPlaceholder ?? t('orders.filter.searchPlaceholder')}
          actionLabel={t('orders.filter.searchAction')}
          testId={`${testIdPrefix}-search`}
        />
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          data-testid={`${testIdPrefix}-filter-toggle`}
        >
          <SlidersHorizontal size={18} aria-hidden="true" />
          <span className="hidden sm:inline">{t('orders.filter.title')}</span>
          <span className="sr-only sm:hidden">{t('orders.filter.title')}</span>
          {count > 0 ? (
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand px-1.5 text-[11px] leading-5 font-bold text-white">
              {count}
            </span>
          ) : null}
        </Button>
      </div>

      {open ? (
        <form
          id={panelId}
          noValidate
          aria-label={t('orders.filter.title')}
          className="mt-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          {monthAllowed ? (
            <fieldset className="mb-4">
              <legend className="mb-1 text-sm font-medium text-slate-700">{t('orders.filter.period')}</legend>
              <div className="inline-flex rounded-lg bg-slate-100 p-1">
                {(['range', 'month'] as PeriodMode[]).map((mode) => (
                  <label
                    key={mode}
                    className={`flex min-h-10 cursor-pointer items-center rounded-md px-4 text-sm font-medium has-focus-visible:ring-2 has-focus-visible:ring-brand ${form.mode === mode ? 'bg-white text-brand shadow-sm' : 'text-slate-600'}`}
                  >
                    <input
                      type="radio"
                      name={`${panelId}-mode`}
                      value={mode}
                      checked={form.mode === mode}
                      onChange={() => setForm({ ...form, mode })}
                      className="sr-only"
                    />
                    {t(`orders.filter.mode.${mode}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {form.mode === 'month' ? (
              <div>
                <label htmlFor={`${panelId}-month`} className="mb-1 block text-sm font-medium text-slate-700">
                  {t('orders.filter.month')}
                </label>
                <select
                  id={`${panelId}-month`}
                  value={form.month}
                  onChange={(e) => setForm({ ...form, month: e.target.value })}
                  className={selectClass}
                  data-testid={`${testIdPrefix}-filter-month`}
                >
                  <option value="">{t('orders.filter.anyMonth')}</option>
                  {months.map((m) => (
                    <option key={m} value={m}>
                      {monthLabel(m, i18n.language)}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <>
                <DateField
                  label={t('orders.filter.from')}
                  value={form.from}
                  onChange={(from) => setForm({ ...form, from })}
                  error={problem(errors.from)}
                  testId={`${testIdPrefix}-filter-from`}
                />
                <DateField
                  label={t('orders.filter.to')}
                  value={form.to}
                  onChange={(to) => setForm({ ...form, to })}
                  error={problem(errors.to)}
                  testId={`${testIdPrefix}-filter-to`}
                />
              </>
            )}
            {showVendors ? (
              <div>
                <label
                  htmlFor={`${panelId}-vendor`}
                  className="mb-1 block text-sm font-medium text-slate-700"
                >
                  {t('orders.filter.vendor')}
                </label>
                <select
                  id={`${panelId}-vendor`}
                  value={form.vendorId}
                  onChange={(e) => setForm({ ...form, vendorId: e.target.value })}
                  className={selectClass}
                  data-testid={`${testIdPrefix}-filter-vendor`}
                >
                  <option value="">{t('orders.filter.anyVendor')}</option>
                  {vendors.map((v) => (
                    <option key={v.id} value={String(v.id)}>
                      {v.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              onClick={() => {
                setErrors({});
                setOpen(false);
                onChange({ ...EMPTY_FILTER, searchText: filter.searchText });
              }}
            >
              {t('orders.filter.reset')}
            </Button>
            <Button type="submit" data-testid={`${testIdPrefix}-filter-apply`}>
              {t('orders.filter.apply')}
            </Button>
          </div>
        </form>
      ) : null}

      {chips.length > 0 ? (
        <ul className="mt-3 flex flex-wrap items-center gap-2" aria-label={t('orders.filter.applied')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                onClick={() => onChange(chip.clear)}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand/40 bg-brand-210 py-1 pr-2 pl-3 text-sm font-medium text-slate-900 hover:bg-brand-190"
                aria-label={t('orders.filter.removeChip', { label: chip.label })}
              >
                <span className="max-w-[16rem] truncate">{chip.label}</span>
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
          {isFilterApplied(filter) && chips.length > 1 ? (
            <li>
              <button
                type="button"
                onClick={() => onChange(EMPTY_FILTER)}
                className="min-h-9 rounded-full px-3 text-sm font-semibold text-brand hover:underline"
              >
                {t('orders.filter.clearAll')}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
