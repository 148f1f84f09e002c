import type { TBill } from '@restock/domain/contracts/payments';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayApiDate } from '../../lib/format';

const STATUS_LOOK: Record<TBill['Status'], string> = {
  U: 'bg-amber-50 text-amber-800 ring-amber-200',
  PP: 'bg-sky-50 text-sky-800 ring-sky-200',
  PD: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

export function BillStatus({ status }: { status: TBill['Status'] }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_LOOK[status]}`}
    >
      {t(`payments.status.${status}`)}
    </span>
  );
}

/** Desktop columns: (check), invoice, date, amount, paid, to pay, status. */
export const BILL_COLUMNS =
  'lg:grid lg:grid-cols-[2.75rem_minmax(0,1.4fr)_7.5rem_8rem_8rem_8rem_9.5rem] lg:items-center lg:gap-x-4';

/**
 * One invoice of the payment lists: a card on phones, a grid row on desktops. With `onToggle` it
 * can be chosen for payment; with `detailsTo` it links to its payment details.
 */
export function BillRow({
  bill,
  money,
  checked,
  onToggle,
  detailsTo,
}: {
  bill: TBill;
  money: (value: number) => string;
  checked?: boolean;
  onToggle?: () => void;
  detailsTo?: string;
}) {
  const { t } = useTranslation();
  return (
    <li className={`flex gap-3 px-3 py-3 ${BILL_COLUMNS}`} data-testid="bill" data-invoice={bill.InvoiceNo}>
      <span
        className={`size-11 shrink-0 items-center justify-center ${onToggle ? 'flex' : 'hidden lg:flex'}`}
      >
        {onToggle ? (
          <input
            type="checkbox"
            checked={!!checked}
            onChange={onToggle}
            aria-label={t('payments.bill.select', { invoiceNo: bill.InvoiceNo })}
            className="size-5 accent-brand"
            data-testid="bill-check"
          />
        ) : null}
      </span>
      <div className="min-w-0 flex-1 lg:contents">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">
            {t('payments.bill.invoice', { invoiceNo: bill.InvoiceNo })}
          </p>
          <p className="text-xs text-slate-500">{t('payments.bill.order', { orderNo: bill.OrderNo })}</p>
          {bill.LastTxnId ? (
            <p className="text-xs break-all text-slate-500" data-testid="bill-txn">
              {t('payments.bill.lastTxn', { txnId: bill.LastTxnId })}
            </p>
          ) : null}
        </div>
        <dl className="mt-2 grid grid-cols-3 gap-2 text-sm lg:contents">
          <div className="col-span-3 flex gap-1 text-xs text-slate-500 lg:col-span-1 lg:block lg:text-sm lg:text-slate-700">
            <dt className="lg:sr-only">{t('payments.bill.date')}:</dt>
            <dd>{displayApiDate(bill.InvoiceDate)}</dd>
          </div>
          <div className="lg:text-right">
            <dt className="text-xs text-slate-500 lg:sr-only">{t('payments.bill.amount')}</dt>
            <dd className="text-slate-800 tabular-nums">{money(bill.NetAmount)}</dd>
          </div>
          <div className="lg:text-right">
            <dt className="text-xs text-slate-500 lg:sr-only">{t('payments.bill.paid')}</dt>
            <dd className="text-slate-800 tabular-nums">{money(bill.PaidAmount)}</dd>
          </div>
          <div className="lg:text-right">
            <dt className="text-xs text-slate-500 lg:sr-only">{t('payments.bill.outstanding')}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums" data-testid="bill-outstanding">
              {money(bill.OutstandingAmount)}
            </dd>
          </div>
        </dl>
        <div className="mt-2 flex items-center justify-between gap-2 lg:mt-0 lg:justify-end">
          <span data-testid="bill-status" data-status={bill.Status}>
            <BillStatus status={bill.Status} />
          </span>
          {detailsTo ? (
            <Link
              to={detailsTo}
              className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand hover:underline lg:min-h-0"
              data-testid="bill-details"
            >
              <span className="lg:sr-only">{t('payments.bill.details')}</span>
              <ChevronRight size={18} aria-hidden="true" />
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}
