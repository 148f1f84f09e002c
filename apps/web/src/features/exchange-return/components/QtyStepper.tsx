import { Minus, Plus } from 'lucide-react';

/**
 * A whole-number quantity with − and + (44 px targets) and a field to type it. Values are clamped
 * to 0..max; anything that is not a number reads as 0.
 */
export function QtyStepper({
  label,
  value,
  max,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  max: number;
  onChange(value: number): void;
  testId?: string;
}) {
  const set = (v: number) => onChange(Math.min(max, Math.max(0, Math.trunc(Number.isFinite(v) ? v : 0))));
  const btn =
    'flex size-11 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent';
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-slate-600">{label}</span>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button
          type="button"
          className={btn}
          aria-label={`${label} −`}
          disabled={value <= 0}
          onClick={() => set(value - 1)}
        >
          <Minus size={16} aria-hidden="true" />
        </button>
        <input
          type="text"
          inputMode="numeric"
          aria-label={label}
          data-testid={testId}
          value={String(value)}
          onChange={(e) => set(Number(e.target.value.replace(/\D/g, '') || '0'))}
          onFocus={(e) => e.target.select()}
          className="h-11 w-12 border-x border-slate-200 text-center text-sm font-semibold tabular-nums outline-none focus:bg-brand-210"
        />
        <button
          type="button"
          className={btn}
          aria-label={`${label} +`}
          disabled={value >= max}
          onClick={() => set(value + 1)}
        >
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
