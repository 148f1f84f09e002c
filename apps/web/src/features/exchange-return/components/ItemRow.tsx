import type { TReturnReason } from '@restock/domain/contracts/sales-return';
import { formatDisplayDate, parseApiDate } from '@restock/domain/rules/delivery';
import { RETURN_MAX_CASES, RETURN_MAX_PIECES } from '@restock/domain/rules/sales-return';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ProductThumb } from '../../../components/ui/product-thumb';
import { useMoney } from '../../../lib/format';
import { type ExchangeItem, itemPieces } from '../exchange-state';
import { QtyStepper } from './QtyStepper';

/**
 * One product of a list or summary: picture, name, what may be returned (return side) or the price
 * (order side). The order side takes cases (when a case holds more than one piece) and pieces with
 * steppers, each change handing back the whole item; the return side lists its reasons with their
 * quantities and manufacturing dates, entered in the return entry dialog (decision 094).
 */
export function ItemRow({
  item,
  reasons,
  onChange,
  onEnter,
  highlight = false,
}: {
  item: ExchangeItem;
  /** Return side: the exchange reasons (their names); quantities are entered per reason. */
  reasons?: TReturnReason[];
  /** Order side: a changed quantity. */
  onChange?(item: ExchangeItem): void;
  /** Return side: opens the entry of the product's quantities per reason. */
  onEnter?(): void;
  /** Typed but not yet in the summary. */
  highlight?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const pieces = itemPieces(item);
  const over = item.Limit !== null && pieces > item.Limit;
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
      {reasons ? (
        <ReturnReasons item={item} reasons={reasons} onEnter={onEnter} />
      ) : (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          {item.ConversionQty > 1 ? (
            <QtyStepper
              label={t('exchangeReturn.list.cases')}
              value={item.CaseQty}
              max={RETURN_MAX_CASES}
              onChange={(v) => onChange?.({ ...item, CaseQty: v })}
              testId="qty-cases"
            />
          ) : null}
          <QtyStepper
            label={t('exchangeReturn.list.pieces')}
            value={item.PieceQty}
            max={RETURN_MAX_PIECES}
            onChange={(v) => onChange?.({ ...item, PieceQty: v })}
            testId="qty-pieces"
          />
        </div>
      )}
      {over ? (
        <p role="alert" className="mt-2 text-xs font-medium text-red-700">
          {t('exchangeReturn.list.overReturnable', { count: item.Limit ?? 0 })}
        </p>
      ) : null}
    </li>
  );
}

/** The return side's reasons as entered, and the button that opens the entry. */
function ReturnReasons({
  item,
  reasons,
  onEnter,
}: {
  item: ExchangeItem;
  reasons: TReturnReason[];
  onEnter?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const name = (id: number) => reasons.find((r) => r.ReasonId === id)?.ReasonName ?? String(id);
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
      {item.Reasons.length === 0 ? (
        <p className="text-sm text-slate-500">{t('exchangeReturn.list.noReasons')}</p>
      ) : (
        <ul className="min-w-0 flex-1 space-y-1 text-sm" data-testid="exchange-reasons">
          {item.Reasons.map((r) => {
            const mfg = parseApiDate(r.MfgDate);
            const qty = [
              r.CaseQty > 0 ? t('exchangeReturn.list.casesCount', { count: r.CaseQty }) : '',
              r.PieceQty > 0 || r.CaseQty === 0 ? t('exchangeReturn.pieces', { count: r.PieceQty }) : '',
            ]
              .filter(Boolean)
              .join(' + ');
            return (
              <li key={r.ReasonId} data-testid="exchange-reason" className="break-words text-slate-800">
                <span className="font-medium">{name(r.ReasonId)}</span>: {qty}
                {mfg ? (
                  <span className="whitespace-nowrap text-slate-500">
                    {' · '}
                    {t('exchangeReturn.list.mfg', { date: formatDisplayDate(mfg) })}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="secondary" className="shrink-0" onClick={onEnter} data-testid="exchange-enter">
        {item.Reasons.length === 0 ? t('exchangeReturn.list.enter') : t('exchangeReturn.list.change')}
      </Button>
    </div>
  );
}
