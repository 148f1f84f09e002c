import type { TOrderSubmitChange } from '@restock/domain/contracts/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Clock, TriangleAlert } from 'lucide-react';
import { use, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api';
import { useMoney } from '../../../lib/format';
import { withFeatureTexts } from '../../../lib/i18n';
import { isOnline, subscribeNetwork } from '../../../lib/network-state';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { invalidateCart } from '../../../ordering/cart-calls';
import { findCartDetail } from '../api';
import {
  askForBackgroundSend,
  cancelQueuedOrder,
  confirmChangedOrder,
  loadQueuedOrder,
  onBackgroundSend,
  type QueuedOrder,
  queuedOrder,
  sendQueuedOrder,
  subscribeQueuedOrder,
} from './order-queue';

/** The shell's place for the card, under the header (app/shell/ShellLayout.tsx). */
const QUEUED_ORDER_SLOT = 'queued-order-slot';

/** The card's texts, loaded with its code (the component waits for them). */
const textsLoaded = withFeatureTexts('offlineOrder', Promise.resolve());

/** Retries of a send that found no answer while the browser says it is online: 2 s, 4 s, ... 60 s. */
const FIRST_RETRY_MS = 2000;
const LAST_RETRY_MS = 60_000;

/**
 * The order kept on the device (order-queue.ts) and its sending: loads it when the signed-in app
 * starts, sends it when the network returns, the selected distributor is its own again or after a
 * failed try (with backoff), and shows it under the header of every screen: waiting (cancellable),
 * sending, changed (the new total to confirm) or refused. Mounted by the shell's offline keeper.
 * `beforeSend` puts the cart edits made offline in first.
 */
export default function QueuedOrderCard({
  owner,
  beforeSend,
}: {
  owner: number;
  beforeSend: () => Promise<unknown>;
}) {
  use(textsLoaded);
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const order = useSyncExternalStore(subscribeQueuedOrder, queuedOrder);
  const distributorId = useSession((s) => s.selectedDistributor?.dId ?? 0);

  const placed = useCallback(() => {
    notify.success(t('offlineOrder.placed'));
    void invalidateCart(queryClient);
    void queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && /order/i.test(q.queryKey[0]),
    });
  }, [queryClient, t]);

  const trySend = useCallback(async () => {
    const result = await sendQueuedOrder(beforeSend);
    if (result.kind === 'placed') placed();
    // The strip may be out of view: a changed cart is also said wherever the retailer is.
    else if (result.kind === 'failed' && queuedOrder()?.state.kind === 'changed')
      notify.warning(t('offlineOrder.changedTitle'));
    return result;
  }, [beforeSend, placed, t]);

  // Sent by the service worker while this page was in the background (sw/order-sync.js).
  useEffect(
    () =>
      onBackgroundSend((wasPlaced) => {
        void loadQueuedOrder(owner);
        if (wasPlaced) placed();
      }),
    [owner, placed],
  );

  // Loaded once, then sent at once when there is a network.
  useEffect(() => {
    void loadQueuedOrder(owner).then(() => trySend());
  }, [owner, trySend]);
  // Back online, or back on the order's distributor: send.
  useEffect(() => subscribeNetwork(() => void (isOnline() && trySend())), [trySend]);
  useEffect(() => {
    if (distributorId > 0) void trySend();
  }, [distributorId, trySend]);
  // A try that got no answer while online is tried again, later each time.
  const waiting = order?.state.kind === 'waiting';
  // The service worker leaves the order to a page on the screen: when the app goes to the
  // background with it still waiting, the browser is asked again to send it (even once closed).
  useEffect(() => {
    if (!waiting) return;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void askForBackgroundSend();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => document.removeEventListener('visibilitychange', onHidden);
  }, [waiting]);
  useEffect(() => {
    if (!waiting) return;
    let delay = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout>;
    const again = () => {
      timer = setTimeout(async () => {
        if (isOnline()) await trySend();
        delay = Math.min(delay * 2, LAST_RETRY_MS);
        again();
      }, delay);
    };
    again();
    return () => clearTimeout(timer);
  }, [waiting, trySend]);

  const slot = useShellSlot(QUEUED_ORDER_SLOT, order !== null);
  if (!order) return null;
  const body = <CardBody order={order} distributorId={distributorId} trySend={trySend} />;
  // Under the header, in the page's flow, where the shell has its place (it never covers a
  // screen's own bars); a card over the screen until the shell has drawn it.
  if (slot)
    return createPortal(
      <section
        aria-label={t('offlineOrder.label')}
        data-testid="queued-order"
        data-state={order.state.kind}
        className="border-b border-slate-200 bg-white px-4 py-2.5 md:px-6"
      >
        <div className="mx-auto max-w-7xl">{body}</div>
      </section>,
      slot,
    );
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex justify-center pb-[env(safe-area-inset-bottom)] md:inset-x-auto md:right-6 md:bottom-6">
      <section
        aria-label={t('offlineOrder.label')}
        data-testid="queued-order"
        data-state={order.state.kind}
        className="pointer-events-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-3 shadow-lg sm:p-4"
      >
        {body}
      </section>
    </div>
  );
}

/**
 * The element with `id` while it is in the page (the shell draws and redraws it). Watched only
 * while `wanted` (an order waits): no work on the page's changes the rest of the time.
 */
function useShellSlot(id: string, wanted: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const update = () => setSlot(document.getElementById(id));
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [id, wanted]);
  return wanted ? slot : null;
}

function CardBody({
  order,
  distributorId,
  trySend,
}: {
  order: QueuedOrder;
  distributorId: number;
  trySend(): Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [asking, setAsking] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
    order.queuedAt,
  );
  const summary = t('offlineOrder.summary', {
    count: order.itemCount,
    total: money(order.total),
    time,
  });
  const cancel = async () => {
    await cancelQueuedOrder();
    setAsking(false);
    notify.info(t('offlineOrder.cancelled'));
  };
  const { state } = order;

  return (
    <>
      {state.kind === 'sending' ? (
        <div className="flex items-center gap-3" role="status">
          <Spinner size={20} />
          <p className="font-semibold text-slate-900">{t('offlineOrder.sending')}</p>
        </div>
      ) : (
        // One row on a phone (icon, what waits, the buttons), so the card covers little of the screen.
        <div className="flex items-center gap-3">
          {state.kind === 'waiting' ? (
            <Clock size={20} aria-hidden="true" className="shrink-0 text-amber-600" />
          ) : state.kind === 'changed' ? (
            <TriangleAlert size={20} aria-hidden="true" className="shrink-0 text-amber-600" />
          ) : (
            <CircleAlert size={20} aria-hidden="true" className="shrink-0 text-red-600" />
          )}
          <div className="min-w-0 flex-1" role="status">
            <p className="text-sm font-semibold text-slate-900 sm:text-base">
              {state.kind === 'waiting'
                ? t('offlineOrder.waiting')
                : state.kind === 'changed'
                  ? t('offlineOrder.changedTitle')
                  : t('offlineOrder.refusedTitle')}
            </p>
            <p className="text-xs text-slate-700 tabular-nums sm:text-sm">{summary}</p>
            {/* The general hint only where there is room; what asks for an action always shows. */}
            <p
              className={`mt-0.5 text-xs text-slate-600 ${
                state.kind === 'waiting' && order.distributorId === distributorId ? 'hidden sm:block' : ''
              }`}
            >
              {state.kind === 'waiting'
                ? order.distributorId !== distributorId
                  ? t('offlineOrder.otherDistributor', { name: order.distributorName })
                  : t('offlineOrder.hint')
                : state.kind === 'changed'
                  ? t('offlineOrder.changedHint')
                  : errorMessage(new ApiError(state.code, state.message, 400), t)}
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            {state.kind === 'changed' ? (
              <Button onClick={() => setReviewing(true)} data-testid="queued-order-review">
                {t('offlineOrder.review')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setAsking(true)} data-testid="queued-order-cancel">
              {t('offlineOrder.cancel')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        busy={false}
        title={t('offlineOrder.cancelTitle')}
        description={t('offlineOrder.cancelBody')}
        confirmLabel={t('offlineOrder.cancel')}
        cancelLabel={t('offlineOrder.keep')}
        confirmTestId="queued-order-cancel-yes"
        onCancel={() => setAsking(false)}
        onConfirm={() => void cancel()}
      />
      {state.kind === 'changed' ? (
        <ChangesDialog
          open={reviewing}
          changes={state.changes.Changes}
          total={state.changes.NetAmount}
          onClose={() => setReviewing(false)}
          onConfirmed={() => {
            setReviewing(false);
            void trySend();
          }}
        />
      ) : null}
    </>
  );
}

/** What changed since the retailer confirmed the order, and the new total to place it at. */
function ChangesDialog({
  open,
  changes,
  total,
  onClose,
  onConfirmed,
}: {
  open: boolean;
  changes: TOrderSubmitChange[];
  total: string;
  onClose(): void;
  onConfirmed(): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const shown = (change: TOrderSubmitChange, value: string | null) =>
    value === null
      ? '—'
      : change.Kind === 'price' || change.Kind === 'total' || change.Kind === 'minimum'
        ? money(Number(value))
        : value;
  const confirm = async () => {
    setBusy(true);
    try {
      // The cart as the server has it now is what the retailer confirms (a new key).
      await confirmChangedOrder(await findCartDetail('MyCart'));
      onConfirmed();
    } catch (error) {
      notify.error(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && onClose()} title={t('offlineOrder.dialogTitle')}>
      <ul className="divide-y divide-slate-100 text-sm" data-testid="queued-order-changes">
        {changes.map((c, i) => (
          <li key={`${c.Kind}-${c.ProductId ?? i}`} className="flex items-start justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">
                {c.ProductName ?? t(`offlineOrder.kind.${c.Kind}`)}
              </span>
              {c.ProductName ? (
                <span className="text-xs text-slate-600">{t(`offlineOrder.kind.${c.Kind}`)}</span>
              ) : null}
            </span>
            <span className="shrink-0 text-right tabular-nums text-slate-800">
              {t('offlineOrder.wasNow', { was: shown(c, c.Was), now: shown(c, c.Now) })}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex justify-between border-t border-slate-200 pt-3 text-base">
        <span className="font-semibold text-slate-900">{t('offlineOrder.newTotal')}</span>
        <span className="font-bold text-slate-900 tabular-nums" data-testid="queued-order-new-total">
          {money(Number(total))}
        </span>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.close')}
        </Button>
        <Button onClick={() => void confirm()} loading={busy} data-testid="queued-order-confirm">
          {t('offlineOrder.placeAt', { total: money(Number(total)) })}
        </Button>
      </div>
    </Dialog>
  );
}
