import type { TReturnDetail } from '@restock/domain/contracts/sales-return';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorPanel, LinesSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { ProductThumb } from '../../components/ui/product-thumb';
import { ApiError } from '../../lib/api';
import { displayApiDate, displayInstantDate, displayInstantTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { RETURN_NOT_FOUND, useReturnDetail } from './api';
import { EnteredQty, PiecesText, ReturnStatusBadge, ReturnsOff } from './components/ReturnBits';
import { returnStatusDot } from './status';
import { useReturnSetup } from './use-return-setup';

const HISTORY_PATH = '/ivy/salesReturnHistory';

function backOf(state: unknown): string {
  const to =
    state && typeof state === 'object' && typeof (state as { backTo?: unknown }).backTo === 'string'
      ? (state as { backTo: string }).backTo
      : HISTORY_PATH;
  return to.toLowerCase().startsWith('/ivy/salesreturnhistory') ? to : HISTORY_PATH;
}

/**
 * A return (route salesReturnHistoryDetails/{returnId}, ReturnViewDetails): its summary, the
 * product lines with reason, quantities and manufacturing date, and the status history (S, P, I,
 * A, C). A return that is not the retailer's says so and goes back to the history.
 */
export default function SalesReturnDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const setup = useReturnSetup();
  const { returnId: idText } = useParams();
  const returnId = /^\d{1,10}$/.test(idText ?? '') ? Number(idText) : 0;
  const detail = useReturnDetail(returnId);
  const back = { to: backOf(location.state), label: t('salesReturn.history.title') };
  const missing =
    detail.isError && detail.error instanceof ApiError && detail.error.code === RETURN_NOT_FOUND;

  useEffect(() => {
    if (!missing) return;
    notify.error(t('salesReturn.detail.notFound'));
    void navigate(HISTORY_PATH, { replace: true });
  }, [missing, navigate, t]);

  if (!setup.historyEnabled)
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title={t('salesReturn.history.title')} />
        <ReturnsOff />
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl">
      {detail.isPending || missing ? (
        <LinesSkeleton />
      ) : detail.isError ? (
        <>
          <PageHeader title={t('salesReturn.detail.titleFallback')} back={back} />
          <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />
        </>
      ) : (
        <ReturnView detail={detail.data} back={back} />
      )}
    </div>
  );
}

function ReturnView({ detail, back }: { detail: TReturnDetail; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const s = detail.Summary;
  const when = `${displayInstantDate(s.ReturnDate)} ${displayInstantTime(s.ReturnDate)}`.trim();
  const events = [...detail.StatusHistory].sort((a, b) => a.ChangedOn.localeCompare(b.ChangedOn));

  return (
    <div data-testid="return-detail" data-return-no={s.SRH_No} data-status={s.Status}>
      <PageHeader
        title={t('salesReturn.detail.title', { number: s.SRH_No })}
        description={s.DistributorName}
        back={back}
      />
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <section
          aria-labelledby="return-summary-title"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:col-start-2 lg:row-start-1"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 id="return-summary-title" className="font-semibold text-slate-900">
              {t('salesReturn.detail.summary')}
            </h2>
            <ReturnStatusBadge code={s.Status} name={s.StatusName} />
          </div>
          <dl className="mt-3 space-y-2 text-sm">
            <Row label={t('salesReturn.history.returnNo')} value={s.SRH_No} />
            <Row label={t('salesReturn.detail.raised')} value={when} />
            <Row label={t('salesReturn.detail.distributor')} value={s.DistributorName} />
            <Row
              label={t('salesReturn.summary.invoice')}
              value={s.Invoice || t('salesReturn.detail.noInvoice')}
            />
            <Row
              label={t('salesReturn.detail.quantity')}
              value={t('salesReturn.qty.pieces', { count: s.TotalQty })}
            />
            {s.Remarks ? <Row label={t('salesReturn.summary.remarks')} value={s.Remarks} /> : null}
            {s.Kind === 'EX' && s.ExchangeOrderId && s.ExchangeOrderNo ? (
              // The exchange's replacement order (decision 084); cancelling it cancels this return
              // while undecided (decision 094), which the status history says.
              <div className="flex justify-between gap-3" data-testid="return-exchange-order">
                <dt className="text-slate-500">{t('salesReturn.detail.exchangeOrder')}</dt>
                <dd className="min-w-0 text-right font-medium break-words">
                  <Link to={`/ivy/orders/${s.ExchangeOrderId}`} className="text-brand hover:underline">
                    {s.ExchangeOrderNo}
                  </Link>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>

        <section
          aria-labelledby="return-lines-title"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:col-start-1 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="return-lines-title" className="mb-2 font-semibold text-slate-900">
            {t('salesReturn.detail.products', { count: detail.ProductList.length })}
          </h2>
          <ul className="divide-y divide-slate-100" data-testid="return-lines">
            {detail.ProductList.map((l) => (
              <li key={`${l.PId}-${l.ReasonId}`} className="flex gap-3 py-3" data-testid="return-line">
                <ProductThumb src={l.ImageUrl} size={48} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{l.PName}</p>
                  <p className="text-xs text-slate-500">{l.ProductCode}</p>
                  <p className="mt-1 text-sm text-slate-700">{l.Reason}</p>
                  {l.MfgDate ? (
                    <p className="text-xs text-slate-500">
                      {t('salesReturn.summary.mfg', { date: displayApiDate(l.MfgDate) })}
                    </p>
                  ) : null}
                </div>
                <div className="shrink-0 text-right text-sm">
                  <p className="font-semibold text-slate-900">
                    <EnteredQty cases={l.CaseQty} pieces={l.PieceQty} />
                  </p>
                  {l.CaseQty > 0 ? (
                    <p className="text-xs text-slate-500">
                      <PiecesText qty={l.Qty} conversionQty={1} />
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="return-history-title"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:col-start-2"
        >
          <h2 id="return-history-title" className="mb-3 font-semibold text-slate-900">
            {t('salesReturn.detail.statusHistory')}
          </h2>
          {events.length === 0 ? (
            <p className="text-sm text-slate-600">{t('salesReturn.detail.noHistory')}</p>
          ) : (
            <ol data-testid="return-timeline">
              {events.map((e, i) => {
                const last = i === events.length - 1;
                return (
                  <li key={`${e.Status}-${e.ChangedOn}`} className="relative flex gap-3 pb-4 last:pb-0">
                    {last ? null : (
                      <span
                        aria-hidden="true"
                        className="absolute top-4 left-[7px] h-full w-0.5 bg-slate-200"
                      />
                    )}
                    <span
                      aria-hidden="true"
                      className={`relative mt-1 size-4 shrink-0 rounded-full ring-4 ring-white ${returnStatusDot(e.Status)}`}
                    />
                    <div className="min-w-0">
                      <p
                        className={`text-sm ${last ? 'font-semibold text-slate-900' : 'font-medium text-slate-700'}`}
                      >
                        {t(`salesReturn.status.${e.Status}`, { defaultValue: e.StatusName })}
                        {last ? (
                          <span className="sr-only"> ({t('salesReturn.detail.currentStatus')})</span>
                        ) : null}
                      </p>
                      <p className="text-xs text-slate-500">
                        <time dateTime={e.ChangedOn}>
                          {displayInstantDate(e.ChangedOn)} {displayInstantTime(e.ChangedOn)}
                        </time>
                      </p>
                      {e.Remarks ? <p className="mt-0.5 text-sm text-slate-600">{e.Remarks}</p> : null}
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}
