import type { TCartLine } from '@restock/domain/contracts/cart';
import { orderLineQty } from '@restock/domain/rules/cart';
import { MAX_UNIT_COUNT, parseUnitCount, splitPieces, totalPieces } from '@restock/domain/rules/quantity';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export interface Units {
  case: boolean;
  piece: boolean;
}

/**
 * Cases and pieces of a cart line (per placeOrderUom), with "Update" once the total differs from the
 * cart. The note under the inputs tells the total and what the minimum order rounding will make of
 * it. The parent keys this by the line's quantity, so a saved change starts again from the cart.
 */
export function LineQtyEditor({
  line,
  units,
  minQtyRule,
  busy,
  onSave,
}: {
  line: TCartLine;
  units: Units;
  minQtyRule: boolean;
  busy: boolean;
  onSave(typed: { cases: number; pieces: number }): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState(() => splitPieces(line.Qty, line.ConversionQty, units));
  const total = totalPieces(typed.cases, typed.pieces, line.ConversionQty);
  const result = orderLineQty(total, line, { isEnableMinOrderQty: minQtyRule });
  const changed = total !== line.Qty;
  const rounds = changed && result !== total;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (changed && !busy) void onSave(typed);
  };

  const field = (unit: 'cases' | 'pieces') => {
    const label = t(unit === 'cases' ? 'cart.line.cases' : 'cart.line.pieces');
    return (
      <div className="w-20 shrink-0">
        <label
          htmlFor={`${id}-${unit}`}
          className="mb-0.5 block text-[11px] font-semibold tracking-wide text-slate-500 uppercase"
        >
          {label}
        </label>
        <input
          id={`${id}-${unit}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={String(MAX_UNIT_COUNT).length}
          aria-label={t('cart.line.qtyLabel', { unit: label, name: line.ProductName })}
          aria-describedby={`${id}-note`}
          value={typed[unit] === 0 ? '' : String(typed[unit])}
          placeholder="0"
          disabled={busy}
          onChange={(e) => setTyped({ ...typed, [unit]: parseUnitCount(e.target.value) })}
          onFocus={(e) => e.target.select()}
          data-testid={`line-${unit}`}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-center text-base font-semibold text-slate-900 tabular-nums outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 disabled:bg-slate-100"
        />
      </div>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="min-w-0">
      <div className="flex items-end gap-2">
        {units.case ? field('cases') : null}
        {units.piece ? field('pieces') : null}
        <Button
          type="submit"
          variant="secondary"
          loading={busy}
          aria-hidden={changed ? undefined : true}
          tabIndex={changed ? undefined : -1}
          className={`h-11 px-3 ${changed ? '' : 'invisible'}`}
          data-testid="line-update"
        >
          {total === 0 ? t('cart.line.remove') : t('cart.line.update')}
        </Button>
      </div>
      <p id={`${id}-note`} className="mt-1 min-h-4 text-xs leading-4 text-slate-600" aria-live="polite">
        {t('cart.line.total', { count: total })}
        {rounds ? (
          <span className="text-amber-800"> · {t('cart.line.willRound', { count: result })}</span>
        ) : null}
      </p>
    </form>
  );
}
