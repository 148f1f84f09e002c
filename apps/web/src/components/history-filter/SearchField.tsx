import { Search } from 'lucide-react';
import { useId } from 'react';

/**
 * A history screen's search box (orders, invoices waiting for delivery, sales returns): a labelled search
 * input and a search button; Enter or the button submits. `className` places the whole field.
 */
export function SearchField({
  value,
  onChange,
  onSubmit,
  label,
  placeholder,
  actionLabel,
  testId,
  className = 'flex min-w-0 flex-1',
}: {
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
  label: string;
  placeholder: string;
  actionLabel: string;
  testId: string;
  className?: string;
}) {
  const id = useId();
  return (
    <search className={className}>
      <form
        className="flex min-w-0 flex-1"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <div className="flex min-w-0 flex-1 items-center rounded-l-lg border border-r-0 border-slate-300 bg-white focus-within:ring-2 focus-within:ring-brand">
          <input
            id={id}
            type="search"
            value={value}
            maxLength={100}
            enterKeyHint="search"
            onChange={(e) => onChange(e.target.value)}
            placeholder={placeholder}
            data-testid={testId}
            className="min-h-11 w-full min-w-0 rounded-l-lg bg-transparent px-3 text-base text-slate-900 outline-none"
          />
        </div>
        <button
          type="submit"
          className="flex min-h-11 min-w-11 items-center justify-center rounded-r-lg bg-brand px-3 text-white hover:brightness-90"
          aria-label={actionLabel}
        >
          <Search size={20} aria-hidden="true" />
        </button>
      </form>
    </search>
  );
}
