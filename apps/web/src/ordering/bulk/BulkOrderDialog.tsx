import { CircleAlert, CircleCheck, Gift, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useAppConfig } from '../../lib/app-config';
import {
  type BulkOutcome,
  type BulkScope,
  bulkCount,
  bulkLimit,
  bulkTextKey,
  parseBulkQty,
} from './bulk-order';
import { useBulkOrder } from './use-bulk-order';

export interface BulkOrderDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  scope: BulkScope;
  /** Products of the list (TotalCount). */
  totalCount: number;
  /** What the list is (its title), shown as the source of the products. */
  listName: string;
  /** The list's first `limit` product ids (used when the scope is not exact). */
  fetchIds(limit: number): Promise<number[]>;
}

type QtyMode = 'suggested' | 'same';

function Result({ outcome }: { outcome: BulkOutcome }) {
  const { t } = useTranslation();
  return (
    <div data-testid="bulk-order-result" data-added={outcome.added}>
      <p className="flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        <CircleCheck size={18} aria-hidden="true" className="mt-px shrink-0 text-emerald-700" />
        <span role="status">
          <strong className="block font-semibold">{t('cart.bulk.added', { count: outcome.added })}</strong>
          {t('cart.bulk.addedPieces', { count: outcome.pieces })}
        </span>
      </p>
      {outcome.messageKey ? (
        <div
          className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="bulk-order-stock"
        >
          <p className="flex items-start gap-2 font-medium">
            <TriangleAlert size={18} aria-hidden="true" className="mt-px shrink-0" />
            {t(bulkTextKey(outcome.messageKey))}
          </p>
          {outcome.short.length > 0 ? (
            <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto pl-6">
              {outcome.short.map((s) => (
                <li key={s.ProductId} className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 truncate">{s.ProductName}</span>
                  <span className="shrink-0 text-xs tabular-nums">
                    {s.Qty === 0
                      ? t('cart.bulk.leftOut')
                      : s.SIH > 0
                        ? t('cart.bulk.inStock', { count: s.SIH })
                        : t('cart.line.outOfStock')}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The bulk order (and, on the Relevant tab, the suggested order): every product of the list's
 * filter, at most bulkOrderProductCount, goes into the cart at one quantity (or each product's
 * suggested quantity) with one call; then how many went in and which were short of stock.
 */
export default function BulkOrderDialog({
  open,
  onOpenChange,
  scope,
  totalCount,
  listName,
  fetchIds,
}: BulkOrderDialogProps) {
  const { t } = useTranslation();
  const settings = useAppConfig().data?.settings;
  const limit = bulkLimit(settings?.bulkOrderProductCount ?? 30);
  const count = bulkCount(totalCount, limit);
  const { state, send, reset } = useBulkOrder();
  const [mode, setMode] = useState<QtyMode>(scope.suggested ? 'suggested' : 'same');
  const [text, setText] = useState('1');
  const [tried, setTried] = useState(false);
  const qtyId = useId();
  const hintId = useId();
  const errorId = useId();

  // A new opening starts from the form.
  useEffect(() => {
    if (!open) return;
    reset();
    setTried(false);
    setMode(scope.suggested ? 'suggested' : 'same');
  }, [open, reset, scope.suggested]);

  const sending = state.phase === 'sending';
  const qty = mode === 'suggested' ? 0 : parseBulkQty(text);
  const invalid = qty === null;
  const close = () => {
    if (!sending) onOpenChange(false);
  };
  const submit = () => {
    setTried(true);
    if (qty === null || count === 0) return;
    void send({ scope, qty, limit, fetchIds });
  };

  const title = scope.suggested ? t('cart.bulk.suggestedTitle') : t('cart.bulk.title');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={title}
      modal={sending}
      closeLabel={t('common.close')}
    >
      {state.phase === 'done' ? (
        <>
          <Result outcome={state.outcome} />
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} data-testid="bulk-order-close">
              {t('cart.bulk.keepShopping')}
            </Button>
            <Link
              to="/ivy/viewCart"
              onClick={() => onOpenChange(false)}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:brightness-90"
              data-testid="bulk-order-view-cart"
            >
              {t('cart.bulk.viewCart')}
            </Link>
          </div>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          data-testid="bulk-order-form"
        >
          <p className="text-sm text-slate-600">
            {scope.suggested
              ? t('cart.bulk.suggestedDescription')
              : t('cart.bulk.description', { count: limit })}
          </p>

          <div className="mt-3 rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200">
            <p className="truncate text-slate-600">{t('cart.bulk.from', { name: listName })}</p>
            <p className="mt-0.5 font-semibold text-slate-900" data-testid="bulk-order-count">
              {t('cart.bulk.count', { count })}
            </p>
            {totalCount > limit ? (
              <p className="mt-1 text-xs text-slate-600">
                {t('cart.bulk.limited', { total: totalCount, limit })}
              </p>
            ) : null}
          </div>

          {scope.foc ? (
            <p className="mt-3 flex items-start gap-2 rounded-xl bg-sky-50 px-4 py-2.5 text-sm text-sky-900 ring-1 ring-sky-200">
              <Gift size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
              {t('cart.bulk.foc')}
            </p>
          ) : null}

          {scope.suggested ? (
            <fieldset className="mt-4">
              <legend className="mb-2 text-sm font-semibold text-slate-900">{t('cart.bulk.quantity')}</legend>
              <div className="space-y-2">
                {(['suggested', 'same'] as const).map((m) => (
                  <label
                    key={m}
                    className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand ${mode === m ? 'border-brand bg-brand-240 font-semibold text-slate-900' : 'border-slate-200 text-slate-700 hover:bg-slate-50'}`}
                  >
                    <input
                      type="radio"
                      name="bulk-qty-mode"
                      value={m}
                      checked={mode === m}
                      onChange={() => setMode(m)}
                      disabled={sending}
                      className="size-5 shrink-0 accent-brand"
                      data-testid={`bulk-order-mode-${m}`}
                    />
                    {m === 'suggested' ? t('cart.bulk.modeSuggested') : t('cart.bulk.modeSame')}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          {mode === 'same' ? (
            <div className="mt-4">
              <label htmlFor={qtyId} className="mb-1.5 block text-sm font-semibold text-slate-900">
                {t('cart.bulk.qtyLabel')}
              </label>
              <input
                id={qtyId}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={text}
                onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
                disabled={sending}
                aria-invalid={tried && invalid}
                aria-describedby={`${hintId}${tried && invalid ? ` ${errorId}` : ''}`}
                className={`h-12 w-32 rounded-lg border bg-white px-3 text-center text-lg font-semibold text-slate-900 tabular-nums outline-none focus:ring-2 focus:ring-brand/30 ${tried && invalid ? 'border-red-500' : 'border-slate-300 focus:border-brand'}`}
                data-testid="bulk-order-qty"
              />
              <p id={hintId} className="mt-1.5 text-xs text-slate-600">
                {settings?.flags.isEnableMinOrderQty ? t('cart.bulk.qtyHintMin') : t('cart.bulk.qtyHint')}
              </p>
              {tried && invalid ? (
                <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
                  {t('cart.bulk.qtyInvalid')}
                </p>
              ) : null}
            </div>
          ) : null}

          {state.phase === 'error' ? (
            <p
              role="alert"
              className="mt-4 flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800"
              data-testid="bulk-order-error"
            >
              <CircleAlert size={18} aria-hidden="true" className="mt-px shrink-0" />
              {state.message}
            </p>
          ) : null}

          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={sending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={sending} disabled={count === 0} data-testid="bulk-order-submit">
              {state.phase === 'error'
                ? t('common.retry')
                : mode === 'suggested'
                  ? t('cart.bulk.submitSuggested', { count })
                  : t('cart.bulk.submit', { count })}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
