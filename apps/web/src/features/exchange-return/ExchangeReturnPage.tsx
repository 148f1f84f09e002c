import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { useAppConfig } from '../../lib/app-config';
import { submitExchange, useExchangeReasons } from './api';
import { OrderSummaryStep } from './components/OrderSummaryStep';
import { ReturnSummaryStep } from './components/ReturnSummaryStep';
import { SelectionStep } from './components/SelectionStep';
import { StepIndicator } from './components/StepIndicator';
import { resultPath, submitBody } from './exchange-state';
import { useExchangeFlow } from './exchange-storage';

/**
 * Exchange return (route exchangeReturn, menu ExchangeReturn; returns spec section 4): return goods
 * the distributor invoiced and order the same number of pieces back, in four steps — return product
 * selection, return summary, order product selection, exchange order summary. The submit makes the
 * return and the order in one go and opens the result (exchangeReturnResult/...).
 */
export default function ExchangeReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useAppConfig().data;
  const allowed =
    (config?.hasMenu('ExchangeReturn') ?? false) && (config?.settings.flags.isEnableExchangeReturn ?? false);
  // Kept in the tab per retailer and distributor, so leaving or reloading loses nothing (decision 094).
  const { state, dispatch, attemptKey, forget } = useExchangeFlow();
  const reasons = useExchangeReasons();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  if (config && !allowed)
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title={t('exchangeReturn.title')} />
        <div
          data-testid="feature-not-enabled"
          className="mx-auto flex max-w-md flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
        >
          <Repeat size={28} aria-hidden="true" className="text-brand" />
          <h2 className="font-semibold text-slate-900">{t('exchangeReturn.notEnabled.title')}</h2>
          <p className="text-sm text-slate-600">{t('exchangeReturn.notEnabled.body')}</p>
          <Link to="/ivy/home" className="mt-2 text-sm font-semibold text-brand hover:underline">
            {t('exchangeReturn.result.home')}
          </Link>
        </div>
      </div>
    );

  const submit = async (addressId: number) => {
    const body = submitBody(state, addressId);
    // One key per exchange attempt, kept with the flow: a retry of the same submit (after a
    // reload too) answers the same exchange.
    const key = attemptKey(JSON.stringify(body));
    setSubmitting(true);
    setError(null);
    try {
      const result = await submitExchange(body, key);
      forget();
      void navigate(resultPath(result), { replace: true });
    } catch (e) {
      setError(e);
    } finally {
      setSubmitting(false);
    }
  };

  const list = reasons.data ?? [];
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('exchangeReturn.title')} description={t('exchangeReturn.description')} />
      <StepIndicator step={state.step} />
      {reasons.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : reasons.isError ? (
        <ErrorState error={reasons.error} onRetry={() => void reasons.refetch()} look="panel" />
      ) : state.step === 'returnSelect' ? (
        <SelectionStep side="return" state={state} dispatch={dispatch} reasons={list} />
      ) : state.step === 'returnSummary' ? (
        <ReturnSummaryStep state={state} dispatch={dispatch} reasons={list} />
      ) : state.step === 'orderSelect' ? (
        <SelectionStep side="order" state={state} dispatch={dispatch} reasons={list} />
      ) : (
        <OrderSummaryStep
          state={state}
          dispatch={(action) => {
            setError(null);
            dispatch(action);
          }}
          submitting={submitting}
          error={error}
          onSubmit={(id) => void submit(id)}
        />
      )}
    </div>
  );
}
