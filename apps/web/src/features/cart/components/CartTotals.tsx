import type { TCartTotals } from '@restock/domain/contracts/cart';
import { paiseToNumber, toPaise } from '@restock/domain/rules/pricing';
import { Gift, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../lib/app-config';
import { useMoney } from '../../../lib/format';
import type { CartLabel } from '../cart-lines';

function Row({
  label,
  value,
  strong = false,
  tone,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  tone?: 'saving';
  testId?: string;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'border-t border-slate-200 pt-3 text-base font-bold text-slate-900' : 'text-sm text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className={`tabular-nums ${tone === 'saving' ? 'text-emerald-700' : ''}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The cart's totals. Items total always shows; discount and scheme savings, tax, the net amount
 * caption, order volume and the disclaimer follow showCartLabels; the cash voucher shows when the
 * server sends one (its setting is on).
 */
export function CartTotals({
  totals,
  labels,
  foc = false,
}: {
  totals: TCartTotals;
  labels: ReadonlySet<CartLabel>;
  /** A FOC (free of charge) order: no amounts, nothing to pay (docs/decisions/056). */
  foc?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  // With prices including tax the tax is inside the items total, not added to it.
  const taxIncluded = useAppConfig().data?.settings.flags.isPriceIncludingTax ?? false;
  if (foc) {
    return (
      <div>
        <dl className="space-y-2" data-testid="cart-totals" data-foc="true">
          <Row
            label={t('cart.totals.items', { count: totals.LineCount, qty: totals.TotalQty })}
            value={t('cart.focMode.free')}
            testId="total-gross"
          />
          <Row label={t('cart.totals.total')} value={t('cart.focMode.free')} strong testId="total-net" />
        </dl>
        <p className="mt-3 flex items-start gap-1.5 text-xs text-slate-600">
          <Gift size={14} aria-hidden="true" className="mt-px shrink-0 text-sky-700" />
          {t('cart.focMode.nothingToPay')}
        </p>
        {labels.has('orderVolume') && totals.OrderVolume ? (
          <p className="mt-1.5 text-xs text-slate-600" data-testid="total-volume">
            {t('cart.totals.orderVolume', {
              value: totals.OrderVolume.Value,
              metric: totals.OrderVolume.Metric,
            })}
          </p>
        ) : null}
      </div>
    );
  }
  const minus = (v: number) => money(-v);
  const savings = paiseToNumber(toPaise(totals.DiscAmount) + toPaise(totals.SchemeAmount));
  return (
    <div>
      <dl className="space-y-2" data-testid="cart-totals">
        <Row
          label={t('cart.totals.items', { count: totals.LineCount, qty: totals.TotalQty })}
          value={money(totals.GrossAmount)}
          testId="total-gross"
        />
        {labels.has('discount') && totals.DiscAmount > 0 ? (
          <Row
            label={t('cart.totals.discount')}
            value={minus(totals.DiscAmount)}
            tone="saving"
            testId="total-discount"
          />
        ) : null}
        {labels.has('discount') && totals.SchemeAmount > 0 ? (
          <Row
            label={t('cart.totals.scheme')}
            value={minus(totals.SchemeAmount)}
            tone="saving"
            testId="total-scheme"
          />
        ) : null}
        {labels.has('tax') ? (
          <Row
            label={taxIncluded ? t('cart.totals.taxIncluded') : t('cart.totals.tax')}
            value={money(totals.TaxAmount)}
            testId="total-tax"
          />
        ) : null}
        <Row
          label={labels.has('net') ? t('cart.totals.net') : t('cart.totals.total')}
          value={money(totals.NetAmount)}
          strong
          testId="total-net"
        />
      </dl>
      {!labels.has('discount') && savings > 0 ? (
        <p className="mt-2 text-sm font-medium text-emerald-700">
          {t('cart.totals.youSave', { amount: money(savings) })}
        </p>
      ) : null}
      <div className="mt-3 space-y-1.5 text-xs text-slate-600">
        {totals.FreeQty > 0 ? (
          <p className="flex items-center gap-1.5">
            <Gift size={14} aria-hidden="true" className="shrink-0 text-emerald-700" />
            {t('cart.totals.freeQty', { count: totals.FreeQty })}
          </p>
        ) : null}
        {labels.has('orderVolume') && totals.OrderVolume ? (
          <p data-testid="total-volume">
            {t('cart.totals.orderVolume', {
              value: totals.OrderVolume.Value,
              metric: totals.OrderVolume.Metric,
            })}
          </p>
        ) : null}
        {totals.CashVoucher && totals.CashVoucher.Points > 0 ? (
          <p data-testid="total-voucher">
            {t('cart.totals.cashVoucher', {
              count: totals.CashVoucher.Points,
              value: money(totals.CashVoucher.Value),
            })}
          </p>
        ) : null}
        {labels.has('disclaimer') ? (
          <p className="flex items-start gap-1.5">
            <Info size={14} aria-hidden="true" className="mt-px shrink-0" />
            {t('cart.totals.disclaimer')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
