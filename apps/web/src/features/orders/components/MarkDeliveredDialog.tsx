import type { TInvoiceDelivery } from '@restock/domain/contracts/invoice-delivery';
import { formatDisplayDate } from '@restock/domain/rules/delivery';
import { assumedToday, latestApiDate } from '@restock/domain/rules/invoice-delivery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/history-filter/DateField';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { displayApiDate, useMoney } from '../../../lib/format';
import { checkDeliveryDate, defaultDeliveryDate, deviceToday } from '../invoice-delivery/invoice-delivery';

const LISTED = 4;

/**
 * The question before invoices are marked delivered: which invoices, and on which day the goods
 * arrived (DD-MM-YYYY, today first; not after today, not before an invoice date). The day is
 * checked here with the server's rule before anything is sent.
 */
export function MarkDeliveredDialog({
  invoices,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  invoices: readonly TInvoiceDelivery[];
  open: boolean;
  busy: boolean;
  onCancel(): void;
  /** The day as the API takes it (YYYY-MM-DD). */
  onConfirm(deliveryDate: string): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const dates = invoices.map((i) => i.InvoiceDate);
  const today = deviceToday();
  const [value, setValue] = useState(() => defaultDeliveryDate(dates, today));
  const [error, setError] = useState<string | undefined>();
  const earliest = latestApiDate(dates);
  const latest = assumedToday(today, dates);
  const total = invoices.reduce((sum, i) => sum + Math.round(i.NetAmount * 100), 0) / 100;

  const submit = () => {
    const check = checkDeliveryDate(value, dates, today);
    if (check.ok) {
      setError(undefined);
      onConfirm(check.apiDate);
      return;
    }
    setError(
      check.problem === 'beforeInvoice'
        ? t('orders.delivery.mark.errors.beforeInvoice', { date: check.earliest })
        : t(`orders.delivery.mark.errors.${check.problem}`),
    );
  };

  const first = invoices[0];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={
        invoices.length === 1 && first
          ? t('orders.delivery.mark.titleOne', { invoiceNo: first.InvoiceNo })
          : t('orders.delivery.mark.titleMany', { count: invoices.length })
      }
      description={t('orders.delivery.mark.body')}
      closeLabel={t('common.close')}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) submit();
        }}
      >
        <ul className="mb-4 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
          {invoices.slice(0, LISTED).map((i) => (
            <li key={i.InvoiceNo} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900">{i.InvoiceNo}</span>
                <span className="block text-xs text-slate-600">
                  {i.OrderNo} · {displayApiDate(i.InvoiceDate)}
                </span>
              </span>
              <span className="shrink-0 tabular-nums text-slate-900">{money(i.NetAmount)}</span>
            </li>
          ))}
          {invoices.length > LISTED ? (
            <li className="px-3 py-2 text-slate-600">
              {t('orders.delivery.mark.more', { count: invoices.length - LISTED })}
            </li>
          ) : null}
          {invoices.length > 1 ? (
            <li className="flex justify-between gap-3 bg-slate-50 px-3 py-2 font-semibold text-slate-900">
              <span>{t('orders.delivery.mark.total')}</span>
              <span className="tabular-nums">{money(total)}</span>
            </li>
          ) : null}
        </ul>
        <DateField
          label={t('orders.delivery.mark.date')}
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(undefined);
          }}
          error={error}
          testId="delivery-date"
        />
        {!error ? (
          <p className="mt-1 text-xs text-slate-600">
            {earliest
              ? t('orders.delivery.mark.range', {
                  from: formatDisplayDate(earliest),
                  to: formatDisplayDate(latest),
                })
              : t('orders.delivery.mark.until', { to: formatDisplayDate(latest) })}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="mark-delivered-confirm">
            {t('orders.delivery.mark.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
