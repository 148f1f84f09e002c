import type { TCartLine, TOrderSummaryGroup } from '@restock/domain/contracts/cart';
import { checkStock } from '@restock/domain/rules/cart';
import { formatDisplayDate, parseApiDate } from '@restock/domain/rules/delivery';
import {
  ArrowRight,
  CircleAlert,
  CloudOff,
  Gift,
  ShoppingCart,
  Trash2,
  TriangleAlert,
  Truck,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState, LinesSkeleton } from '../../components/ui/list-states';
import { MessageDialog } from '../../components/ui/message-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { StaticDisclaimer } from '../../components/ui/static-disclaimer';
import { errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { useMoney } from '../../lib/format';
import { useWaitingCartEdits } from '../../ordering/cart-outbox-sender';
import { useFocModeFollowsCart } from '../../ordering/foc/use-foc-switch';
import { cartTextKey } from '../../ordering/messages';
import type { EstimatedCartDetail } from '../../ordering/offline-cart-view';
import { useCartDetail, useOrderSummaryDetail } from './api';
import { cartLabels, shortOfMinimum } from './cart-lines';
import { useEndAttemptWhenEmpty } from './checkout/use-checkout-keeper';
import { CartLineRow } from './components/CartLineRow';
import { CartTotals } from './components/CartTotals';
import { FreeItems } from './components/FreeItems';
import { useCartEdits } from './use-cart-edits';

const PRODUCTS_PATH = '/ivy/productList';

/** Changes made without a network, kept on this phone until it returns (decision 124). */
function WaitingNote({ count, className = '' }: { count: number; className?: string }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <p
      role="status"
      className={`flex items-start gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200 ${className}`}
      data-testid="cart-waiting"
    >
      <CloudOff size={18} aria-hidden="true" className="mt-px shrink-0" />
      <span>
        <strong className="block font-semibold">{t('cart.offline.saved')}</strong>
        {t('cart.offline.waiting', { count })}
      </span>
    </p>
  );
}

function EmptyCart({ error, waiting = 0 }: { error?: string; waiting?: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('cart.summary.title')} />
      <WaitingNote count={waiting} className="mb-4" />
      {error ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <EmptyState
        look="page"
        heading
        icon={ShoppingCart}
        title={t('cart.empty.title')}
        body={t('cart.empty.hint')}
        testId="cart-empty"
        action={
          <Link
            to={PRODUCTS_PATH}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand px-6 text-base font-semibold text-white hover:brightness-90"
          >
            {t('cart.empty.browse')}
          </Link>
        }
      />
    </div>
  );
}

/**
 * The order summary (route viewCart; the header hides menu and icons here): the paid lines grouped
 * per orderSummaryFilterLevelCode with each group's total, free goods apart, stock warnings, the
 * totals per showCartLabels, the minimum order value, and checkout only when the server allows it.
 * On phones the total and the checkout button stay at the bottom of the screen. Changes made without
 * a network show at once with a note, the totals marked as estimated (decision 124).
 */
export default function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const reasonId = useId();
  const settings = useAppConfig().data?.settings;
  const detail = useCartDetail();
  const summary = useOrderSummaryDetail();
  const edits = useCartEdits();
  const waiting = useWaitingCartEdits();
  const [confirmClear, setConfirmClear] = useState(false);
  useEndAttemptWhenEmpty(detail.isSuccess && detail.data.Data.length === 0);
  useFocModeFollowsCart(
    detail.isSuccess ? { IsFOC: detail.data.IsFOC, lineCount: detail.data.Data.length } : undefined,
  );

  if (detail.isPending || (summary.isPending && detail.isSuccess && detail.data.Data.length > 0)) {
    return <LinesSkeleton />;
  }
  // Spec: a failed cart detail shows the cart as empty, with the message.
  if (detail.isError) return <EmptyCart error={errorMessage(detail.error, t)} />;

  const cart: EstimatedCartDetail = detail.data;
  const lines = cart.Data;
  if (lines.length === 0 && cart.FreeProducts.length === 0) return <EmptyCart waiting={waiting.length} />;

  const flags = settings?.flags;
  // A FOC (free of charge, trial) cart: nothing is charged (docs/decisions/049, 056).
  const foc = cart.IsFOC;
  const restricted = flags?.isRestrictSIHProducts ?? false;
  const stock = checkStock(lines, restricted);
  const showStockWarning = cart.isShowSIHWarning || stock.level !== 'ok';
  const stockKey = stock.messageKey ?? (restricted ? 'common.alerts.warning.outOfStockError' : null);
  const units = {
    case: settings?.isEnablePlaceOrderCase ?? false,
    piece: (settings?.isEnablePlaceOrderPiece ?? true) || !(settings?.isEnablePlaceOrderCase ?? false),
  };
  const labels = cartLabels(settings?.showCartLabels ?? []);
  const totals = cart.Totals;
  const short = totals ? shortOfMinimum(totals) : 0;
  const canCheckout = !!totals?.AllowToCheckout && stock.level !== 'error' && edits.busy === null;
  const reason = !totals
    ? null
    : short > 0 && totals.MinOrderValue !== null
      ? t('cart.summary.minOrderValue', { min: money(totals.MinOrderValue), short: money(short) })
      : stock.level === 'error'
        ? t('cart.summary.stockBlocks')
        : !totals.AllowToCheckout
          ? t('cart.summary.cannotCheckout')
          : null;
  const deliveryDate = cart.StandardDeliveryDate ? parseApiDate(cart.StandardDeliveryDate) : null;
  const groups: TOrderSummaryGroup[] =
    summary.isSuccess && summary.data.length > 0
      ? summary.data
      : [
          {
            FilterLevelCode: '',
            Id: null,
            Name: '',
            Lines: lines,
            GrossAmount: totals?.GrossAmount ?? 0,
            NetAmount: totals?.NetAmount ?? 0,
            TotalQty: totals?.TotalQty ?? 0,
          },
        ];
  const grouped = summary.isSuccess && summary.data.length > 0;

  const goCheckout = () => {
    if (canCheckout) navigate('/ivy/checkout');
  };

  const renderLine = (line: TCartLine) => (
    <CartLineRow
      key={`${line.DistributorId}:${line.ProductId}`}
      line={line}
      units={units}
      minQtyRule={flags?.isEnableMinOrderQty ?? false}
      editable={flags?.isEnableOrderSummaryQty ?? false}
      stockRestricted={restricted}
      busy={edits.busy === line.ProductId}
      disabled={edits.busy !== null}
      onSave={(typed) => edits.setLine(line, typed)}
      onRemove={() => void edits.removeLine(line)}
      foc={foc}
    />
  );

  const checkoutButton = (extra = '') => (
    <Button
      onClick={goCheckout}
      disabled={!canCheckout}
      aria-describedby={reason ? reasonId : undefined}
      className={`min-h-12 text-base ${extra}`}
      data-testid="proceed-checkout"
    >
      {t('cart.summary.checkout')}
      <ArrowRight size={18} aria-hidden="true" />
    </Button>
  );

  return (
    <div>
      <PageHeader
        title={t('cart.summary.title')}
        description={t('cart.summary.description', { count: lines.length })}
        back={{ to: PRODUCTS_PATH, label: t('cart.summary.continueShopping') }}
        actions={
          <Button
            variant="ghost"
            onClick={() => setConfirmClear(true)}
            disabled={edits.busy !== null}
            className="text-red-700 hover:bg-red-50"
            data-testid="clear-cart"
          >
            <Trash2 size={17} aria-hidden="true" />
            {t('cart.summary.clear')}
          </Button>
        }
      />

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        <div className="min-w-0 space-y-4">
          <WaitingNote count={waiting.length} />
          {foc ? (
            <p
              className="flex items-start gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200"
              data-testid="foc-cart"
            >
              <Gift size={18} aria-hidden="true" className="mt-px shrink-0" />
              <span>
                <strong className="block font-semibold">{t('cart.focMode.cartTitle')}</strong>
                {t('cart.focMode.cartBody')}
              </span>
            </p>
          ) : null}
          {showStockWarning && stockKey ? (
            <p
              role={stock.level === 'error' ? 'alert' : 'status'}
              className={`flex items-start gap-2 rounded-xl px-4 py-3 text-sm ${stock.level === 'error' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}
              data-testid="stock-warning"
            >
              <TriangleAlert size={18} aria-hidden="true" className="mt-px shrink-0" />
              {t(cartTextKey(stockKey) ?? stockKey)}
            </p>
          ) : null}

          {groups.map((group) => (
            <section
              key={`${group.FilterLevelCode}:${group.Id ?? 'none'}`}
              aria-label={grouped ? group.Name || t('cart.summary.otherGroup') : t('cart.summary.items')}
              className="rounded-2xl border border-slate-200 bg-white px-4 shadow-sm"
              data-testid="cart-group"
            >
              {grouped ? (
                <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-3">
                  <h2 className="min-w-0 truncate text-base font-semibold text-slate-900">
                    {group.Name || t('cart.summary.otherGroup')}
                  </h2>
                  <p className="shrink-0 text-sm text-slate-600 tabular-nums">
                    {t('cart.summary.groupTotal', {
                      count: group.TotalQty,
                      amount: foc ? t('cart.focMode.free') : money(group.NetAmount),
                    })}
                  </p>
                </div>
              ) : null}
              <ul>{group.Lines.map(renderLine)}</ul>
            </section>
          ))}

          <FreeItems free={cart.FreeProducts} lines={lines} />

          {flags?.isEnableMinOrderQty && flags.isShowDisclaimers && lines.some((l) => l.MinORDQty > 0) ? (
            <StaticDisclaimer code="MinOrderQtyDisclaimer" />
          ) : null}
        </div>

        <aside
          aria-labelledby="cart-summary-title"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24"
        >
          <h2 id="cart-summary-title" className="mb-3 text-base font-semibold text-slate-900">
            {t('cart.summary.totalsTitle')}
          </h2>
          {totals ? <CartTotals totals={totals} labels={labels} foc={foc} /> : null}
          {cart.Estimated && !foc ? (
            <p className="mt-2 text-xs text-slate-600" data-testid="totals-estimated">
              {t('cart.offline.estimated')}
            </p>
          ) : null}
          {deliveryDate ? (
            <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-700">
              <Truck size={16} aria-hidden="true" className="shrink-0 text-brand" />
              {t('cart.summary.delivery', { date: formatDisplayDate(deliveryDate) })}
            </p>
          ) : null}
          {reason ? (
            <p
              id={reasonId}
              className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
              data-testid="checkout-blocked"
            >
              <CircleAlert size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
              {reason}
            </p>
          ) : null}
          <div className="mt-4 hidden lg:block">{checkoutButton('w-full')}</div>
        </aside>
      </div>

      {/* Phones: the total and checkout stay in reach at the bottom. */}
      <div aria-hidden="true" className="h-24 lg:hidden" />
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden">
        <div className="mx-auto flex h-[76px] max-w-7xl items-center gap-3 px-4">
          <p className="min-w-0 flex-1 leading-tight">
            <span className="block text-xs text-slate-600">
              {foc
                ? t('cart.totals.total')
                : labels.has('net')
                  ? t('cart.totals.net')
                  : t('cart.totals.total')}
            </span>
            <span className="block text-lg font-bold text-slate-900 tabular-nums" data-testid="bar-total">
              {foc ? t('cart.focMode.free') : totals ? money(totals.NetAmount) : ''}
            </span>
          </p>
          {checkoutButton('px-5')}
        </div>
      </div>

      <ConfirmDialog
        open={confirmClear}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => void edits.clearAll().then(() => setConfirmClear(false))}
        busy={edits.busy === 'all'}
        title={t('cart.clear.title')}
        description={t('cart.clear.body')}
        confirmLabel={t('cart.clear.confirm')}
        confirmTestId="confirm-clear"
      />

      <MessageDialog
        message={edits.failure}
        title={t('cart.add.failedTitle')}
        onDismiss={edits.dismissFailure}
      />
    </div>
  );
}
