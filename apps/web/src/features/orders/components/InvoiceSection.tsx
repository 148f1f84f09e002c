import { ChevronDown, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { displayApiDate, displayInstantDate, useMoney } from '../../../lib/format';
import { useOrderInvoices } from '../api';
import { AmountRows } from './AmountRows';

/**
 * The order's invoices (OrderInvoice; several when partly completed), each with its lines and
 * amounts. An order with no invoice says "not invoiced yet" without asking the server.
 */
export function InvoiceSection({
  orderNo,
  invoiceCount,
  showTax,
  taxIncluded,
  showAwb,
}: {
  orderNo: string;
  invoiceCount: number;
  showTax: boolean;
  taxIncluded: boolean;
  /** isShowAWBNumber: each shipped invoice's courier waybill number. */
  showAwb: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const invoices = useOrderInvoices(orderNo, invoiceCount > 0);

  let body: ReactNode;
  if (invoiceCount === 0 || (invoices.isSuccess && invoices.data.length === 0)) {
    body = (
      <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="order-not-invoiced">
        <ReceiptText size={18} aria-hidden="true" className="shrink-0 text-slate-400" />
        {t('orders.invoice.notInvoiced')}
      </p>
    );
  } else if (invoices.isPending) {
    body = (
      <div className="flex justify-center py-4 text-brand">
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else if (invoices.isError) {
    body = (
      <div role="alert" className="text-sm text-red-800">
        <p>{errorMessage(invoices.error, t)}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void invoices.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="space-y-3" data-testid="order-invoices">
        {invoices.data.map((inv, i) => (
          <li key={inv.InvoiceNo}>
            <details className="group rounded-xl border border-slate-200" open={i === 0}>
              <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-3 py-2 [&::-webkit-details-marker]:hidden">
                <ReceiptText size={20} aria-hidden="true" className="shrink-0 text-brand" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{inv.InvoiceNo}</span>
                  <span className="block text-xs text-slate-500">
                    {displayApiDate(inv.InvoiceDate) || displayInstantDate(inv.InvoiceDate)}
                  </span>
                  {inv.DeliveredOn !== undefined ? (
                    <span
                      className={`block text-xs ${inv.DeliveredOn ? 'text-green-800' : 'text-amber-800'}`}
                      data-testid="invoice-delivery"
                    >
                      {inv.DeliveredOn
                        ? t('orders.invoice.deliveredOn', { date: displayApiDate(inv.DeliveredOn) })
                        : t('orders.invoice.awaitingDelivery')}
                    </span>
                  ) : null}
                  {showAwb && inv.AwbNumber ? (
                    <span className="block text-xs text-slate-600" data-testid="invoice-awb">
                      {t('orders.invoice.awb', { number: inv.AwbNumber })}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 font-semibold text-slate-900">{money(inv.NetAmount)}</span>
                <ChevronDown
                  size={18}
                  aria-hidden="true"
                  className="shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="border-t border-slate-100 px-3 py-3">
                <ul className="mb-3 space-y-2">
                  {inv.Lines.map((l) => (
                    <li key={l.ProductId} className="flex justify-between gap-3 text-sm">
                      <span className="min-w-0">
                        <span className="block text-slate-800">{l.ProductName}</span>
                        <span className="block text-xs text-slate-500">
                          {t('orders.qty.pieces', { count: l.Qty })} ·{' '}
                          {t('orders.detail.pricePerPiece', { price: money(l.Price) })}
                        </span>
                      </span>
                      <span className="shrink-0 text-slate-900">{money(l.NetAmount)}</span>
                    </li>
                  ))}
                </ul>
                <AmountRows amounts={inv} showTax={showTax} taxIncluded={taxIncluded} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="order-invoices-title"
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="order-invoices-title" className="mb-3 text-base font-semibold">
        {t('orders.invoice.title')}
      </h2>
      {body}
    </section>
  );
}
