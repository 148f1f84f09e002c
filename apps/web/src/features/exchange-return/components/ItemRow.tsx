import type { TReturnReason } from '@restock/domain/contracts/sales-return';
import { RETURN_MAX_CASES, RETURN_MAX_PIECES } from '@restock/domain/rules/sales-return';
import { useTranslation } from 'react-i18next';
import { ProductThumb } from '../../../components/ui/product-thumb';
import { useMoney } from '../../../lib/format';
import { type ExchangeItem, itemPieces } from '../exchange-state';
import { QtyStepper } from './QtyStepper';

/**
 * One product of a list or summary: picture, name, what may be returned (return side) or the price
 * (order side), the reason (return side), and cases (when a case holds more than one piece) and
 * pieces. Every change hands back the whole item.
 */
export function ItemRow({
  item,
  reasons,
  onChange,
  highlight = false,
}: {
  item: ExchangeItem;
  /** Return side: the exchange reasons to choose from. */
  reasons?: TReturnReason[];
  onChange(item: ExchangeItem): void;
  /** Typed but not yet in the summary. */
  highlight?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const pieces = itemPieces(item);
  const over = item.Limit !== null && pieces > item.Limit;
  const reasonId = `reason-${item.PId}`;
  return (
    <li
      data-testid="exchange-item"
      data-product-id={item.PId}
      className={`rounded-2xl border bg-white p-3 sm:p-4 ${highlight ? 'border-brand ring-1 ring-brand/30' : 'border-slate-200'}`}
    >
      <div className="flex gap-3">
        <ProductThumb src={item.ImageUrl} size={48} />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 text-sm font-semibold text-slate-900">{item.ProductName}</p>
          <p className="mt-0.5 text-xs text-slate-600">
            {item.Limit !== null
              ? t('exchangeReturn.list.returnable', { count: item.Limit })
              : t('exchangeReturn.list.price', { price: money(item.Price) })}
            {item.ConversionQty > 1
              ? ` · ${t('exchangeReturn.list.perCase', { count: item.ConversionQty })}`
              : ''}
          </p>
        </div>
        {pieces > 0 ? (
          <span className="h-fit shrink-0 rounded-full bg-brand-210 px-2 py-0.5 text-xs font-semibold text-brand">
            {t('exchangeReturn.pieces', { count: pieces })}
          </span>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {reasons ? (
          <label htmlFor={reasonId} className="flex min-w-40 flex-1 flex-col gap-1">
            <span className="text-xs font-medium text-slate-600">{t('exchangeReturn.list.reason')}</span>
            <select
              id={reasonId}
              value={item.ReasonId}
              onChange={(e) => onChange({ ...item, ReasonId: Number(e.target.value) })}
              className="h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              {reasons.map((r) => (
                <option key={r.ReasonId} value={r.ReasonId}>
                  {r.ReasonName}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className="flex gap-3">
          {item.ConversionQty > 1 ? (
            <QtyStepper
              label={t('exchangeReturn.list.cases')}
              value={item.CaseQty}
              max={RETURN_MAX_CASES}
              onChange={(v) => onChange({ ...item, CaseQty: v })}
              testId="qty-cases"
            />
          ) : null}
          <QtyStepper
            label={t('exchangeReturn.list.pieces')}
            value={item.PieceQty}
            max={RETURN_MAX_PIECES}
            onChange={(v) => onChange({ ...item, PieceQty: v })}
            testId="qty-pieces"
          />
        </div>
      </div>
      {over ? (
        <p role="alert" className="mt-2 text-xs font-medium text-red-700">
          {t('exchangeReturn.list.overReturnable', { count: item.Limit ?? 0 })}
        </p>
      ) : null}
    </li>
  );
}
