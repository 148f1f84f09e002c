import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../components/ui/list-states';
import { MessageDialog } from '../../components/ui/message-dialog';
import { PageHeader } from '../../components/ui/page-header';
import type { OrderDetail } from './api';
import { InvoiceSection } from './components/InvoiceSection';
import { OrderLines } from './components/OrderLines';
import { DetailSkeleton, OrderActions, OrderSidebar, OrderSummary, RepeatDialog } from './OrderDetailParts';
import { useOrderDetailPage, useOrderView } from './use-order-detail';

/**
 * Order detail (route orders/:orderId): the summary (number, dates, status, distributor, address,
 * amounts, free goods), the products, the invoices and the status history, with cancel (only
 * while the server says CanCancel and the CancelOrder menu is on) and repeat order
 * (isEnableRepeatOrder). An unknown order says "invalid order number" and returns to the history.
 * State and actions live in use-order-detail.ts.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { detail, missing, back } = useOrderDetailPage();

  return (
    <div className="mx-auto max-w-6xl">
      {detail.isPending || missing ? (
        <DetailSkeleton />
      ) : detail.isError ? (
        <>
          <PageHeader title={t('orders.detail.titleFallback')} back={back} />
          <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />
        </>
      ) : (
        <OrderView order={detail.data} back={back} />
      )}
    </div>
  );
}

function OrderView({ order, back }: { order: OrderDetail; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const view = useOrderView(order);
  const { showStatus, showTax, taxIncluded, showSource, showAwb, cart } = view;
  const s = order.summary;

  return (
    <div data-testid="order-detail" data-order-no={s.OrderNo} data-status={s.Status}>
      <PageHeader
        title={t('orders.detail.title', { orderNo: s.OrderNo })}
        description={s.DistributorName + (s.SplitName ? ` · ${s.SplitName}` : '')}
        back={back}
        actions={view.mayCancel || view.mayRepeat ? <OrderActions view={view} /> : null}
      />

      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <OrderSummary
            s={s}
            showStatus={showStatus}
            showSource={showSource}
            showTax={showTax}
            taxIncluded={taxIncluded}
          />
        </div>

        <div className="space-y-5 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <OrderLines lines={order.lines} freeProducts={s.FreeProducts} partlyInvoiced={s.Status === 'P'} />
          {s.Status !== 'C' ? (
            <InvoiceSection
              orderNo={s.OrderNo}
              invoiceCount={s.InvoiceCount}
              showTax={showTax}
              taxIncluded={taxIncluded}
              showAwb={showAwb}
            />
          ) : null}
        </div>

        <OrderSidebar s={s} showStatus={showStatus} />
      </div>

      <ConfirmDialog
        open={view.cancelOpen}
        onCancel={() => view.setCancelOpen(false)}
        onConfirm={() => void view.confirmCancel()}
        busy={view.cancelling}
        title={t('orders.cancel.title', { orderNo: s.OrderNo })}
        confirmLabel={t('orders.cancel.confirm')}
        cancelLabel={t('orders.cancel.keep')}
        confirmTestId="order-cancel-confirm"
      >
        <p className="text-sm text-slate-700">{t('orders.cancel.body')}</p>
        {s.ExchangeReturnNo ? (
          <p className="mt-2 text-sm font-medium text-slate-800" data-testid="order-cancel-exchange">
            {t('orders.cancel.withReturn', { returnNo: s.ExchangeReturnNo })}
          </p>
        ) : null}
      </ConfirmDialog>

      <RepeatDialog orderNo={s.OrderNo} view={view} />

      <MessageDialog
        message={cart.failure}
        title={t('orders.cartUpload.failedTitle')}
        onDismiss={cart.dismissFailure}
      />
    </div>
  );
}
