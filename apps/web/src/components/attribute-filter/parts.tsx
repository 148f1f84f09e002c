import { ChevronDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

const COLLAPSED_OPTIONS = 8;

function toggle(ids: number[], id: number, on: boolean): number[] {
  return on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id);
}

/** One collapsible section of the filter drawer, with the number of its choices made. */
export function Section({
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

export function OptionRow({
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

export function OptionList<T extends { Id: number; Name: string; Count?: number }>({
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
