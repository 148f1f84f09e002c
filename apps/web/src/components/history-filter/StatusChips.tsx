/**
 * The status chips under a history's filter bar (returns, redemptions): "all" and one chip per
 * status, the chosen one pressed. Each chip's test id is `${testIdPrefix}-status-${code|all}`.
 */
export function StatusChips<Code extends string>({
  legend,
  codes,
  selected,
  onSelect,
  labelOf,
  testIdPrefix,
}: {
  legend: string;
  codes: readonly Code[];
  selected: Code | null;
  onSelect(code: Code | null): void;
  /** The chip's text; null is the "all" chip. */
  labelOf(code: Code | null): string;
  testIdPrefix: string;
}) {
  return (
    <fieldset className="-mt-2 mb-4">
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[null, ...codes].map((code) => {
          const pressed = code === selected;
          return (
            <button
              key={code ?? 'all'}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(code)}
              data-testid={`${testIdPrefix}-status-${code ?? 'all'}`}
              className={`min-h-9 shrink-0 rounded-full border px-3 text-sm font-medium ${pressed ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              {labelOf(code)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
