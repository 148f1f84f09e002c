import {
  formatApiDate,
  formatDisplayDate,
  parseApiDate,
  parseDisplayDate,
} from '@restock/domain/rules/delivery';
import { CalendarDays } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { maskDisplayDate } from '../../lib/history-filter';
import { TextField } from '../ui/text-field';

/**
 * A date typed as DD-MM-YYYY (the spec's display format, the same on every device, unlike the
 * browser's own date box), with a calendar button that opens the browser's date picker and writes
 * the chosen day back in DD-MM-YYYY.
 */
export function DateField({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const parsed = parseDisplayDate(value);

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <TextField
      label={label}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('orders.filter.datePlaceholder')}
      maxLength={10}
      error={error}
      data-testid={testId}
      onChange={(e) => onChange(maskDisplayDate(e.target.value))}
      end={
        <span className="relative mr-1 shrink-0">
          <button
            type="button"
            onClick={openPicker}
            className="flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            aria-label={t('orders.filter.pickDate', { label })}
          >
            <CalendarDays size={20} aria-hidden="true" />
          </button>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            value={parsed ? formatApiDate(parsed) : ''}
            onChange={(e) => {
              const d = parseApiDate(e.target.value);
              onChange(d ? formatDisplayDate(d) : '');
            }}
            className="pointer-events-none absolute inset-0 size-full opacity-0"
          />
        </span>
      }
    />
  );
}
