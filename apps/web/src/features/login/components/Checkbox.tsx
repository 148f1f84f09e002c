import { type ReactNode, useId } from 'react';

export interface CheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
  error?: string | undefined;
  /** Shown under the label (a "read the text" button). */
  extra?: ReactNode;
}

/** A labelled checkbox with its error announced, in the brand colour. */
export function Checkbox({ checked, onChange, label, error, extra }: CheckboxProps) {
  const id = useId();
  const messageId = `${id}-msg`;
  return (
    <div>
      <div
        className={`flex items-start gap-3 rounded-xl border px-3 py-3 transition-colors ${
          error
            ? 'border-red-300 bg-red-50/60'
            : checked
              ? 'border-brand/40 bg-brand/5'
              : 'border-slate-200 bg-white'
        }`}
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand"
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block cursor-pointer text-sm font-medium text-slate-800">
            {label}
          </label>
          {extra}
        </div>
      </div>
      {error ? (
        <p id={messageId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
