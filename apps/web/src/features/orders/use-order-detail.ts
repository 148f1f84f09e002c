import { canCancel } from '@restock/domain/rules/order-status';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useCartUpload } from '../../ordering/use-cart-upload';
import { cancelOrder, invalidateOrders, isMissingOrder, type OrderDetail, useOrderDetail } from './api';
import { planRepeat, type RepeatPlan } from './repeat';

const HISTORY_PATH = '/ivy/orders';
const CART_PATH = '/ivy/viewCart';

function backLinkOf(state: unknown): { to: string; labelKey: string } {
  const to =
    state && typeof state === 'object' && typeof (state as { backTo?: unknown }).backTo === 'string'
      ? (state as { backTo: string }).backTo
      : HISTORY_PATH;
  const path = to.toLowerCase();
  if (!path.startsWith('/ivy/')) return { to: HISTORY_PATH, labelKey: 'orders.history.title' };
  if (path.startsWith('/ivy/cancelorder')) return { to, labelKey: 'orders.cancelled.title' };
  if (path.startsWith('/ivy/orderstatusdelivery')) return { to, labelKey: 'orders.delivery.title' };
  return { to, labelKey: 'orders.history.title' };
}

/** The order of the address, where "back" leads, and an unknown order sent back to the history. */
export function useOrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { orderId: idText } = useParams();
  const orderId = /^\d{1,10}$/.test(idText ?? '') ? Number(idText) : 0;
  const detail = useOrderDetail(orderId);
  const back = backLinkOf(location.state);

  const missing = detail.isError && isMissingOrder(detail.error);
  useEffect(() => {
    if (!missing) return;
    notify.error(t('orders.detail.invalidOrderNumber'));
    void navigate(HISTORY_PATH, { replace: true });
  }, [missing, navigate, t]);

  return { detail, missing, back: { to: back.to, label: t(back.labelKey) } };
}

/**
 * One order's settings and actions: cancel (only while the server says CanCancel and the
 * CancelOrder menu is on) and repeat order (isEnableRepeatOrder) through the cart upload.
 */
export function useOrderView(order: OrderDetail) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useAppConfig().data;
  const flags = config?.settings.flags;
  const distributorId = useSession((s) => s.selectedDistributor?.dId ?? 0);
  const cart = useCartUpload('orders.cartUpload.focCart');
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [repeatPlan, setRepeatPlan] = useState<RepeatPlan | null>(null);
  const s = order.summary;

  const confirmCancel = async () => {
    setCancelling(true);
    try {
      const done = await cancelOrder(s.OrderNo);
      notify.success(
        done.CancelledReturnNo
          ? t('orders.cancel.successWithReturn', { orderNo: s.OrderNo, returnNo: done.CancelledReturnNo })
          : t('orders.cancel.success', { orderNo: s.OrderNo }),
      );
      // The return history shows the cancelled exchange return (the sales return screens' key).
      if (done.CancelledReturnNo) void queryClient.invalidateQueries({ queryKey: ['salesReturn'] });
    } catch (error) {
      // The spec's "cancel order not possible"; a lost connection says so instead.
      const network = error instanceof ApiError && error.code === 'NETWORK';
      notify.error(network ? errorMessage(error, t) : t('common.alerts.error.cancelOrderFailure'));
    } finally {
      setCancelling(false);
      setCancelOpen(false);
      void invalidateOrders(queryClient);
    }
  };

  const startRepeat = () =>
    setRepeatPlan(
      planRepeat(s, order.lines, distributorId, { isEnableMinOrderQty: flags?.isEnableMinOrderQty ?? false }),
    );

  const confirmRepeat = async () => {
    if (repeatPlan?.kind !== 'upload') return;
    const plan = repeatPlan;
    const ok = await cart.upload(plan.lines);
    setRepeatPlan(null);
    if (!ok) return;
    notify.success(t('orders.repeat.success', { count: plan.lines.length }));
    if (plan.rounded > 0) notify.info(t('orders.repeat.rounded', { count: plan.rounded }));
    if (plan.skipped > 0) notify.warning(t('orders.repeat.skipped', { count: plan.skipped }));
    void navigate(CART_PATH);
  };

  return {
    mayCancel: s.CanCancel && canCancel(s.Status) && (config?.hasMenu('CancelOrder') ?? false),
    mayRepeat: (flags?.isEnableRepeatOrder ?? false) && !s.IsFOC,
    showStatus: flags?.isShowOrderStatus ?? true,
    showSource: flags?.isShowOrderResource ?? false,
    showAwb: flags?.isShowAWBNumber ?? false,
    showTax: flags?.isShowTax ?? false,
    taxIncluded: flags?.isPriceIncludingTax ?? false,
    cart,
    cancelOpen,
    setCancelOpen,
    cancelling,
    confirmCancel,
    repeatPlan,
    setRepeatPlan,
    startRepeat,
    confirmRepeat,
  };
}

export type OrderViewState = ReturnType<typeof useOrderView>;
