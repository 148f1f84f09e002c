import type { TRetailerAddress } from '@restock/domain/contracts/retailer';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/list-states';
import { errorMessage } from '../../../lib/api';
import { useMoney } from '../../../lib/format';
import { refusalKey, useAddresses } from '../api';
import {
  type ExchangeAction,
  type ExchangeState,
  itemPieces,
  submitProblem,
  totalPieces,
} from '../exchange-state';
import { ItemRow } from './ItemRow';

function addressText(a: TRetailerAddress): string {
  return [a.Address1, a.Address2, a.City, a.State, a.Zip].filter((s) => s && s.trim() !== '').join(', ');
}

function initialAddress(list: readonly TRetailerAddress[]): number | null {
  const pick = list.find((a) => a.isAddressSelected) ?? list.find((a) => a.Default) ?? list[0];
  return pick ? pick.RetAddress_Id : null;
}

/**
 * Step 4: the replacement order (each line editable), returned against ordered pieces (they must
 * match), the delivery address (mandatory), the order's value at today's prices, and the submit.
 */
export function OrderSummaryStep({
  state,
  dispatch,
  submitting,
  error,
  onSubmit,
}: {
  state: ExchangeState;
  dispatch(action: ExchangeAction): void;
  submitting: boolean;
  error: unknown;
  onSubmit(addressId: number): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const addresses = useAddresses();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = addresses.data ?? [];
  const addressId = chosen ?? initialAddress(list);
  const returned = totalPieces(state.returns);
  const ordered = totalPieces(state.orders);
  const problem = submitProblem(state, addressId);
  const value = state.orders.reduce((n, i) => n + i.Price * itemPieces(i), 0);
  const refusal = refusalKey(error);

  return (
    <section aria-labelledby="exchange-step-title" className="space-y-4">
      <div>
        <h2 id="exchange-step-title" className="text-lg font-semibold text-slate-900">
          {t('exchangeReturn.orderSummary.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('exchangeReturn.orderSummary.body')}</p>
      </div>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-3">
          {state.orders.length === 0 ? (
            <EmptyState icon={ShoppingBag} title={t('exchangeReturn.orderSummary.empty')} />
          ) : (
            <ul className="space-y-3">
              {state.orders.map((item) => (
                <ItemRow
                  key={item.PId}
                  item={item}
                  onChange={(changed) => dispatch({ type: 'set', side: 'order', item: changed })}
                />
              ))}
            </ul>
          )}
        </div>
        <aside className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
          <dl className="space-y-1.5 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{t('exchangeReturn.orderSummary.returned')}</dt>
              <dd data-testid="summary-returned" className="font-semibold tabular-nums">
                {t('exchangeReturn.pieces', { count: returned })}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{t('exchangeReturn.orderSummary.ordered')}</dt>
              <dd data-testid="summary-ordered" className="font-semibold tabular-nums">
                {t('exchangeReturn.pieces', { count: ordered })}
              </dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-slate-100 pt-1.5">
              <dt className="text-slate-600">{t('exchangeReturn.orderSummary.value')}</dt>
              <dd className="font-semibold tabular-nums">{money(value)}</dd>
            </div>
          </dl>
          {problem === 'mismatch' ? (
            <p role="status" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
              {t('exchangeReturn.orderSummary.mismatch', { returned, ordered })}
            </p>
          ) : null}
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-900">
              {t('exchangeReturn.orderSummary.address')}
            </legend>
            {addresses.isError ? (
              <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} look="inline" />
            ) : list.length === 0 && !addresses.isPending ? (
              <p className="text-sm text-red-700">{t('exchangeReturn.orderSummary.noAddress')}</p>
            ) : (
              <div className="space-y-2">
                {list.map((a) => (
                  <label
                    key={a.RetAddress_Id}
                    className={`flex cursor-pointer gap-2 rounded-lg border p-2.5 text-sm ${addressId === a.RetAddress_Id ? 'border-brand bg-brand-210' : 'border-slate-200'}`}
                  >
                    <input
                      type="radio"
                      name="exchange-address"
                      className="mt-0.5 size-4 shrink-0 accent-brand"
                      checked={addressId === a.RetAddress_Id}
                      onChange={() => setChosen(a.RetAddress_Id)}
                    />
                    <span className="min-w-0 text-slate-800">{addressText(a)}</span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-900">
              {refusal ? t(refusal) : errorMessage(error, t)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => dispatch({ type: 'goto', step: 'orderSelect' })}>
              {t('exchangeReturn.orderSummary.addMore')}
            </Button>
            <Button
              className="flex-1"
              loading={submitting}
              disabled={problem !== null}
              onClick={() => addressId !== null && onSubmit(addressId)}
            >
              {t('exchangeReturn.orderSummary.submit')}
            </Button>
          </div>
        </aside>
      </div>
    </section>
  );
}
