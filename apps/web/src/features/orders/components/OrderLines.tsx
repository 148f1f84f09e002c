import type { TFreeProduct } from '@restock/domain/contracts/cart';
import type { TOrderLine } from '@restock/domain/contracts/orders';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProductThumb } from '../../../components/ui/product-thumb';
import { useMoney } from '../../../lib/format';
import { QtyText } from './QtyText';

/**
 * The order's products as they were ordered: quantity, price, amount ("Free" for a free of charge
 * line), and what was invoiced so far.
 */
export function OrderLines({
  lines,
  freeProducts,
  partlyInvoiced,
}: {
  lines: TOrderLine[];
  freeProducts: TFreeProduct[];
  partlyInvoiced: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section aria-labelledby="order-lines-title" className="rounded-2xl border border-slate-200 bg-white">
      <h2 id="order-lines-title" className="border-b border-slate-100 px-4 py-3 text-base font-semibold">
        {t('orders.detail.products', { count: lines.length })}
      </h2>
      <ul className="divide-y divide-slate-100" data-testid="order-lines">
        {lines.map((line) => (
          <li key={`${line.DistributorId}:${line.ProductId}`} className="flex gap-3 px-4 py-3">
            <ProductThumb src={line.ImageUrl} size={56} />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{line.ProductName}</p>
                  {line.ProductCode ? <p className="text-xs text-slate-500">{line.ProductCode}</p> : null}
                </div>
                <p className="shrink-0 text-right font-semibold text-slate-900">
                  {line.IsFree === 1 ? t('orders.amounts.free') : money(line.NetAmount)}
                </p>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                <QtyText qty={line.Qty} conversionQty={line.ConversionQty} />
                {line.IsFree === 1 ? null : (
                  <span className="text-slate-500">
                    {' · '}
                    {t('orders.detail.pricePerPiece', { price: money(line.Price) })}
                  </span>
                )}
              </p>
              {line.Scheme ? <p className="mt-1 text-xs font-medium text-green-800">{line.Scheme}</p> : null}
              {partlyInvoiced ? (
                <p className="mt-1 text-xs text-slate-600">
                  {t('orders.detail.invoicedQty', { invoiced: line.InvoicedQty, count: line.Qty })}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {freeProducts.length > 0 ? (
        <div className="border-t border-slate-100 px-4 py-3">
          <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-green-900">
            <Gift size={18} aria-hidden="true" />
            {t('orders.detail.freeGoods')}
          </h3>
          <ul className="space-y-1.5" data-testid="order-free-goods">
            {freeProducts.map((f) => (
              <li
                key={`${f.ProductId}:${f.SlabId}:${f.ForProductId}`}
                className="flex justify-between gap-3 text-sm"
              >
                <span className="min-w-0 text-slate-800">{f.ProductName}</span>
                <span className="shrink-0 font-medium text-green-900">
                  {t('orders.detail.freeQty', { count: f.FreeQty })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
