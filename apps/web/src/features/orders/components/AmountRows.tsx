import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format';

export interface Amounts {
  GrossAmount: number;
  DiscAmount: number;
  SchemeAmount: number;
  TaxAmount: number;
  NetAmount: number;
}

/**
 * Items total, the savings and tax that apply, and the net amount (an order's or an invoice's).
 * With prices including tax, the tax line says so (it is inside the total, not added to it).
 * A free of charge (FOC) order costs nothing: its net amount says "Free", with no rows of zeros.
 */
export function AmountRows({
  amounts,
  showTax,
  taxIncluded = false,
  free = false,
}: {
  amounts: Amounts;
  showTax: boolean;
  /** isPriceIncludingTax: the tax is inside the prices, shown for information, not added. */
  taxIncluded?: boolean;
  /** A free of charge (FOC) order. */
  free?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows: Array<[string, string]> = [];
  if (!free) {
    rows.push([t('orders.amounts.gross'), money(amounts.GrossAmount)]);
    if (amounts.DiscAmount !== 0) rows.push([t('orders.amounts.discount'), money(-amounts.DiscAmount)]);
    if (amounts.SchemeAmount !== 0) rows.push([t('orders.amounts.scheme'), money(-amounts.SchemeAmount)]);
    if (showTax || amounts.TaxAmount !== 0)
      rows.push([
        taxIncluded ? t('orders.amounts.taxIncluded') : t('orders.amounts.tax'),
        money(amounts.TaxAmount),
      ]);
  }
  return (
    <dl className="space-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
      <div
        className={`flex justify-between gap-3 text-base font-bold ${rows.length > 0 ? 'border-t border-slate-200 pt-2' : ''}`}
      >
        <dt>{t('orders.amounts.net')}</dt>
        <dd data-testid="order-net-amount">{free ? t('orders.amounts.free') : money(amounts.NetAmount)}</dd>
      </div>
    </dl>
  );
}
