import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppConfig } from '../../lib/app-config';

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold transition-colors';

/**
 * The exchange's result (route exchangeReturnResult/{exchangeOrderId}/{exchangeOrderNumber}/
 * {exchangeReturnId}/{exchangeReturnNumber}): the return and the replacement order it raised, with
 * the way to the order, to the return's detail (when the client shows return history) and to a new
 * exchange.
 */
export default function ExchangeResultPage() {
  const { t } = useTranslation();
  const params = useParams();
  const orderId = Number(params.exchangeOrderId);
  const orderNo = params.exchangeOrderNumber ?? '';
  const returnNo = params.exchangeReturnNumber ?? '';
  const returnId = Number(params.exchangeReturnId);
  const config = useAppConfig().data;
  const returnHistoryOn =
    (config?.settings.flags.isShowSalesReturn ?? false) && (config?.hasMenu('SalesReturnHistory') ?? false);
  return (
    <div className="mx-auto max-w-lg">
      <div
        data-testid="exchange-result"
        className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center"
      >
        <CheckCircle2 size={48} aria-hidden="true" className="text-brand" />
        <h1 className="text-xl font-bold text-slate-900">{t('exchangeReturn.result.title')}</h1>
        <p className="text-sm text-slate-600">{t('exchangeReturn.result.body')}</p>
        <dl className="mt-2 w-full divide-y divide-slate-100 rounded-xl bg-slate-50 text-sm">
          <div className="flex justify-between gap-3 px-4 py-3">
            <dt className="text-slate-600">{t('exchangeReturn.result.returnNo')}</dt>
            <dd data-testid="result-return-no" className="font-semibold text-slate-900">
              {returnNo}
            </dd>
          </div>
          <div className="flex justify-between gap-3 px-4 py-3">
            <dt className="text-slate-600">{t('exchangeReturn.result.orderNo')}</dt>
            <dd data-testid="result-order-no" className="font-semibold text-slate-900">
              {orderNo}
            </dd>
          </div>
        </dl>
        <div className="mt-3 flex w-full flex-col gap-2 sm:flex-row">
          {Number.isInteger(orderId) && orderId > 0 ? (
            <Link
              to={`/ivy/orders/${orderId}`}
              className={`${linkClass} flex-1 bg-brand text-white hover:brightness-90`}
            >
              {t('exchangeReturn.result.viewOrder')}
            </Link>
          ) : null}
          {returnHistoryOn && Number.isInteger(returnId) && returnId > 0 ? (
            <Link
              to={`/ivy/salesReturnHistoryDetails/${returnId}`}
              className={`${linkClass} flex-1 border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              {t('exchangeReturn.result.viewReturn')}
            </Link>
          ) : null}
          <Link
            to="/ivy/exchangeReturn"
            className={`${linkClass} flex-1 border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            {t('exchangeReturn.result.again')}
          </Link>
        </div>
        <Link to="/ivy/home" className="text-sm font-semibold text-brand hover:underline">
          {t('exchangeReturn.result.home')}
        </Link>
      </div>
    </div>
  );
}
