import type { TInvoiceDelivery } from '@restock/domain/contracts/invoice-delivery';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, PackageCheck, ReceiptText, SearchX, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchField } from '../../../components/history-filter/SearchField';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorPanel, ListFooter, ListSkeleton } from '../../../components/ui/list-states';
import { errorMessage } from '../../../lib/api';
import { useAppConfig } from '../../../lib/app-config';
import { displayApiDate, useMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { invalidateOrders } from '../api';
import { markInvoicesDelivered, usePendingInvoices } from '../invoice-delivery/api';
import { MarkDeliveredDialog } from './MarkDeliveredDialog';
import { StatusBadge } from './StatusBadge';

/** Desktop columns: check, invoice, order, date, products, amount, status. */
const COLUMNS =
  'lg:grid lg:grid-cols-[2.75rem_minmax(0,1fr)_minmax(0,1.1fr)_8.5rem_6.5rem_8rem_11.5rem] lg:items-center lg:gap-x-4';

/**
 * The invoices waiting for delivery at the selected distributor (PendingOrderInvoice; with a
 * search, SearchOrderInvoice), newest first: pick one or several, give the day the goods arrived,
 * confirm. Marked invoices leave the list. Phones show a card per invoice; desktops a table-like
 * grid with a header. One checkbox per invoice either way.
 */
export function PendingInvoiceList({ backTo, journeyTo }: { backTo: string; journeyTo: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [searchText, setSearchText] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogKey, setDialogKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const list = usePendingInvoices(searchText, true);
  const showAwb = useAppConfig().data?.settings.flags.isShowAWBNumber ?? false;

  const pages = list.data?.pages ?? [];
  const invoices = pages.flatMap((p) => p.invoices);
  const total = pages[0]?.totalCount ?? 0;
  const chosen = invoices.filter((i) => selected.has(i.InvoiceNo));
  const allChosen = invoices.length > 0 && chosen.length === invoices.length;

  const applySearch = (next: string) => {
    setText(next);
    setSearchText(next.trim());
    setSelected(new Set());
  };
  const toggle = (invoiceNo: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(invoiceNo)) next.delete(invoiceNo);
      else next.add(invoiceNo);
      return next;
    });
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(invoices.map((i) => i.InvoiceNo)));
  const openDialog = () => {
    setDialogKey((k) => k + 1);
    setDialogOpen(true);
  };

  const confirm = async (deliveryDate: string) => {
    setBusy(true);
    try {
      const result = await markInvoicesDelivered(
        chosen.map((i) => i.InvoiceNo),
        deliveryDate,
      );
      const first = result[0];
      notify.success(
        result.length === 1 && first
          ? t('orders.delivery.mark.successOne', { invoiceNo: first.InvoiceNo })
          : t('orders.delivery.mark.successMany', { count: result.length }),
      );
      setSelected(new Set());
      setDialogOpen(false);
      await invalidateOrders(queryClient);
    } catch (error) {
      notify.error(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const searchBar = (
    <SearchField
      value={text}
      onChange={(next) => {
        setText(next);
        // Clearing the box (its own clear button too) shows every invoice again.
        if (next === '' && searchText !== '') applySearch('');
      }}
      onSubmit={() => applySearch(text)}
      label={t('orders.delivery.invoices.search')}
      placeholder={t('orders.delivery.invoices.searchPlaceholder')}
      actionLabel={t('orders.delivery.invoices.searchAction')}
      testId="invoice-search"
      className="mb-4 flex sm:max-w-md"
    />
  );

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton rows={3} height="h-28" />;
  else if (list.isError && invoices.length === 0)
    body = <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  else if (invoices.length === 0)
    body =
      searchText !== '' ? (
        <EmptyState
          heading
          testId="invoices-no-match"
          icon={SearchX}
          title={t('orders.delivery.invoices.noMatchTitle')}
          body={t('orders.delivery.invoices.noMatchBody')}
          action={
            <Button variant="secondary" onClick={() => applySearch('')}>
              {t('orders.delivery.invoices.clearSearch')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          heading
          testId="invoices-empty"
          icon={PackageCheck}
          title={t('orders.delivery.invoices.emptyTitle')}
          body={t('orders.delivery.invoices.emptyBody')}
          action={
            <Link to={journeyTo} replace className="text-sm font-semibold text-brand hover:underline">
              {t('orders.delivery.invoices.toJourney')}
            </Link>
          }
        />
      );
  else
    body = (
      <>
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:rounded-xl">
          {/* Select all, and on a desktop the column titles. */}
          <div
            className={`flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-3 py-1 ${COLUMNS}`}
          >
            <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-700 lg:contents">
              <span className="flex size-11 shrink-0 items-center justify-center">
                <input
                  type="checkbox"
                  checked={allChosen}
                  ref={(el) => {
                    if (el) el.indeterminate = chosen.length > 0 && !allChosen;
                  }}
                  onChange={toggleAll}
                  className="size-5 accent-brand"
                  data-testid="invoice-select-all"
                />
              </span>
              <span className="lg:sr-only">
                {t('orders.delivery.invoices.selectAll', { count: invoices.length })}
              </span>
            </label>
            {(['invoice', 'order', 'date', 'products', 'amount', 'status'] as const).map((col) => (
              <span
                key={col}
                aria-hidden="true"
                className={`hidden min-w-0 text-xs font-semibold tracking-wide break-words text-slate-600 uppercase lg:block ${col === 'amount' ? 'text-right' : ''}`}
              >
                {t(`orders.delivery.invoices.columns.${col}`)}
              </span>
            ))}
          </div>
          <ul data-testid="invoice-list" className="divide-y divide-slate-200">
            {invoices.map((inv) => (
              <InvoiceRow
                key={inv.InvoiceNo}
                invoice={inv}
                checked={selected.has(inv.InvoiceNo)}
                onToggle={() => toggle(inv.InvoiceNo)}
                backTo={backTo}
                money={money}
                showAwb={showAwb}
              />
            ))}
          </ul>
        </div>
        <ListFooter list={list} moreLabel={t('orders.delivery.invoices.showMore')}>
          <p className="text-sm text-slate-600" data-testid="invoice-count">
            {t('orders.delivery.invoices.showing', { shown: invoices.length, count: total })}
          </p>
        </ListFooter>

        {/* The action stays in reach at the bottom of the screen while the list scrolls. */}
        <div className="sticky bottom-0 z-20 -mx-4 mt-4 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(env(safe-area-inset-bottom)+0.75rem)] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur sm:bottom-4 sm:mx-0 sm:rounded-xl sm:border sm:pb-3">
          <div className="flex items-center gap-3">
            {/* Phones: the hint until something is chosen, then one wide button that says how many. */}
            <p
              className={`min-w-0 flex-1 text-sm text-slate-700 ${chosen.length > 0 ? 'hidden sm:block' : ''}`}
              aria-live="polite"
              data-testid="invoice-selected"
            >
              {chosen.length > 0 ? (
                <span className="font-semibold text-slate-900">
                  {t('orders.delivery.invoices.selected', { count: chosen.length })}
                </span>
              ) : (
                t('orders.delivery.invoices.selectHint')
              )}
            </p>
            {chosen.length > 0 ? (
              <span className="hidden sm:block">
                <Button variant="ghost" onClick={() => setSelected(new Set())}>
                  <X size={16} aria-hidden="true" />
                  {t('orders.delivery.invoices.clearSelection')}
                </Button>
              </span>
            ) : null}
            <span className={chosen.length > 0 ? 'flex-1 sm:flex-none' : 'hidden sm:block'}>
              <Button onClick={openDialog} disabled={chosen.length === 0} block data-testid="mark-delivered">
                <PackageCheck size={18} aria-hidden="true" />
                {chosen.length > 0
                  ? t('orders.delivery.mark.actionCount', { count: chosen.length })
                  : t('orders.delivery.mark.action')}
              </Button>
            </span>
          </div>
        </div>
      </>
    );

  return (
    <div>
      {searchBar}
      {body}
      <MarkDeliveredDialog
        key={dialogKey}
        invoices={chosen}
        open={dialogOpen && chosen.length > 0}
        busy={busy}
        onCancel={() => setDialogOpen(false)}
        onConfirm={(day) => void confirm(day)}
      />
    </div>
  );
}

function InvoiceRow({
  invoice,
  checked,
  onToggle,
  backTo,
  money,
  showAwb,
}: {
  invoice: TInvoiceDelivery;
  checked: boolean;
  onToggle(): void;
  backTo: string;
  money: (value: number) => string;
  /** isShowAWBNumber: the courier's waybill under the invoice number. */
  showAwb: boolean;
}) {
  const { t } = useTranslation();
  const checkId = useId();
  const date = displayApiDate(invoice.InvoiceDate);
  return (
    <li
      data-testid="invoice-row"
      data-invoice-no={invoice.InvoiceNo}
      className={`flex items-start gap-3 px-3 py-3 lg:py-2 ${COLUMNS} ${checked ? 'bg-brand-210/50' : ''}`}
    >
      <span className="flex size-11 shrink-0 items-center justify-center">
        <input
          id={checkId}
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          className="size-5 accent-brand"
          aria-label={t('orders.delivery.invoices.select', { invoiceNo: invoice.InvoiceNo })}
          data-testid="invoice-check"
        />
      </span>
      {/* Phones: a card (number and amount, order, date and products, status); desktops: the columns. */}
      <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 pt-2 lg:contents">
        <label
          htmlFor={checkId}
          className="flex min-w-0 cursor-pointer items-center gap-2 font-semibold text-slate-900"
        >
          <ReceiptText size={18} aria-hidden="true" className="hidden shrink-0 text-brand lg:block" />
          <span className="min-w-0">
            <span className="block truncate">{invoice.InvoiceNo}</span>
            {showAwb && invoice.AwbNumber ? (
              <span className="block text-xs font-normal break-all text-slate-600" data-testid="invoice-awb">
                {t('orders.invoice.awb', { number: invoice.AwbNumber })}
              </span>
            ) : null}
          </span>
        </label>
        <span className="col-start-2 row-start-1 text-right font-semibold text-slate-900 tabular-nums lg:hidden">
          {money(invoice.NetAmount)}
        </span>
        <Link
          to={`/ivy/orders/${invoice.OrderId}`}
          state={{ backTo }}
          className="col-span-2 inline-flex min-h-8 min-w-0 items-center gap-1 text-sm text-brand hover:underline lg:col-auto"
        >
          <span className="truncate">
            <span className="lg:sr-only">{t('orders.card.orderNo')} </span>
            {invoice.OrderNo}
          </span>
          <ChevronRight size={14} aria-hidden="true" className="shrink-0" />
        </Link>
        <span className="text-sm text-slate-600 lg:text-slate-800">
          <span className="sr-only">{t('orders.delivery.invoices.columns.date')} </span>
          {date}
        </span>
        <span className="text-right text-sm text-slate-600 lg:text-left">
          {t('orders.card.lines', { count: invoice.LineCount })}
        </span>
        <span className="hidden text-right font-semibold text-slate-900 tabular-nums lg:block">
          {money(invoice.NetAmount)}
        </span>
        <span className="col-span-2 mt-1.5 flex flex-wrap gap-1.5 lg:col-auto lg:mt-0 lg:flex-col lg:items-start lg:gap-1">
          <span
            data-testid="invoice-status"
            data-status={invoice.Status}
            className="inline-flex shrink-0 items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset"
          >
            {t(`orders.delivery.invoices.status.${invoice.Status}`)}
          </span>
          <StatusBadge code={invoice.OrderStatus} name={invoice.OrderStatus} />
        </span>
      </div>
    </li>
  );
}
