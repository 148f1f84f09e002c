import type { TCartLine } from '@restock/domain/contracts/cart';
import { isAboveStock } from '@restock/domain/rules/cart';
import { paiseToNumber, toPaise } from '@restock/domain/rules/pricing';
import { Sparkles, Trash2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../lib/format';
import { CartImage } from './CartImage';
import { LineQtyEditor, type Units } from './LineQtyEditor';

/**
 * One paid line of the order summary: picture, name, price per piece (the earlier price struck
 * through when it changed), scheme, stock warning, the quantity editor, the line amount and remove.
 */
export function CartLineRow({
  line,
  units,
  minQtyRule,
  editable,
  stockRestricted,
  busy,
  disabled,
  onSave,
  onRemove,
  foc = false,
}: {
  line: TCartLine;
  units: Units;
  minQtyRule: boolean;
  /** isEnableOrderSummaryQty: the quantity can be changed here; otherwise it is shown, and the line can only be removed. */
  editable: boolean;
  stockRestricted: boolean;
  busy: boolean;
  disabled: boolean;
  onSave(typed: { cases: number; pieces: number }): Promise<boolean>;
  onRemove(): void;
  /** The cart is a FOC order: the line shows "Free" instead of amounts. */
  foc?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const above = isAboveStock(line);
  const savings = paiseToNumber(toPaise(line.DiscAmount) + toPaise(line.SchemeAmount));
  const priceChanged = line.OldPrice !== null && line.OldPrice !== line.Price;
  const free = foc || line.IsFree === 1;

  return (
    <li
      className="flex gap-3 border-t border-slate-100 py-4 first:border-t-0"
      data-testid="cart-line"
      data-product-id={line.ProductId}
    >
      <Link to={`/ivy/product/${line.ProductId}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <CartImage src={line.ImageUrl} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 className="text-sm leading-snug font-semibold text-slate-900">
              <Link to={`/ivy/product/${line.ProductId}`} className="hover:text-brand hover:underline">
                {line.ProductName}
              </Link>
            </h3>
            <p className="mt-0.5 text-xs text-slate-500">
              {line.BrandName}
              {line.ProductCode ? ` · ${line.ProductCode}` : ''}
            </p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('cart.line.removeNamed', { name: line.ProductName })}
            title={t('cart.line.remove')}
            className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
            data-testid="line-remove"
          >
            <Trash2 size={19} aria-hidden="true" />
          </button>
        </div>

        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
          {free ? (
            <span
              className="rounded-full bg-sky-700 px-2 py-0.5 text-xs font-bold text-white"
              data-testid="line-free"
            >
              {t('cart.focMode.freeLine')}
            </span>
          ) : (
            <span className="font-semibold text-slate-900 tabular-nums" data-testid="line-price">
              {t('cart.line.pricePerPiece', { price: money(line.Price) })}
            </span>
          )}
          {priceChanged && !free ? (
            <span className="text-xs text-slate-500" data-testid="line-old-price">
              <span className="sr-only">{t('cart.line.oldPrice')} </span>
              <s className="tabular-nums">{money(line.OldPrice ?? 0)}</s>{' '}
              <span className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">
                {t('cart.line.priceChanged')}
              </span>
            </span>
          ) : null}
        </p>

        {line.Scheme ? (
          <p className="mt-1 inline-flex max-w-full items-start gap-1 rounded-lg bg-emerald-50 px-2 py-1 text-xs text-emerald-800">
            <Sparkles size={13} aria-hidden="true" className="mt-px shrink-0" />
            <span className="line-clamp-2">{line.Scheme}</span>
          </p>
        ) : null}

        {above ? (
          <p
            className={`mt-1 flex items-center gap-1 text-xs font-medium ${stockRestricted ? 'text-red-700' : 'text-amber-800'}`}
            data-testid="line-stock"
          >
            <TriangleAlert size={13} aria-hidden="true" className="shrink-0" />
            {line.SIH > 0 ? t('cart.line.onlyInStock', { count: line.SIH }) : t('cart.line.outOfStock')}
          </p>
        ) : null}

        <div className="mt-2 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          {editable ? (
            <LineQtyEditor
              key={`${line.ProductId}:${line.Qty}`}
              line={line}
              units={units}
              minQtyRule={minQtyRule}
              busy={busy}
              onSave={onSave}
            />
          ) : (
            <p className="text-sm text-slate-700" data-testid="line-qty">
              {t('cart.line.qty', { count: line.Qty })}
            </p>
          )}
          <div className={`ml-auto text-right ${editable ? 'pb-5' : ''}`}>
            <p className="text-base font-bold text-slate-900 tabular-nums" data-testid="line-amount">
              {free ? t('cart.focMode.free') : money(line.NetAmount)}
            </p>
            {savings > 0 ? (
              <p className="text-xs font-medium text-emerald-700 tabular-nums">
                {t('cart.line.youSave', { amount: money(savings) })}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
