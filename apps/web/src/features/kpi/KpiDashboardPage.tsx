import type { TKpi } from '@restock/domain/contracts/kpi';
import type { KpiCode } from '@restock/domain/rules/kpi';
import { BarChart3, CheckCircle2, Target } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, type ChartRow } from '../../components/chart/BarChart';
import { ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { useAppConfig } from '../../lib/app-config';
import { useKpiMonthly } from './api';
import { pickableMonths, useKpiFormat } from './format';

const TREND_MONTHS = 6;

/** One KPI of the month: achievement and, with targets shown, the target, the percentage and what is left. */
function KpiCard({ kpi, targets }: { kpi: TKpi; targets: boolean }) {
  const { t } = useTranslation();
  const fmt = useKpiFormat();
  const percent = kpi.AchievedPercent;
  const met = percent !== null && percent >= 100;
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={`kpi-card-${kpi.Code}`}
    >
      <h2 className="text-sm font-semibold text-slate-600">{t(`kpi.codes.${kpi.Code}.name`)}</h2>
      <p
        className="text-2xl font-bold tabular-nums text-slate-900"
        data-testid={`kpi-achievement-${kpi.Code}`}
      >
        {fmt.value(kpi.Unit, kpi.Achievement)}
      </p>
      {targets ? (
        kpi.Target === null ? (
          <p className="text-sm text-slate-500" data-testid={`kpi-target-${kpi.Code}`}>
            {t('kpi.noTarget')}
          </p>
        ) : (
          <>
            <p className="flex flex-wrap items-center justify-between gap-x-2 text-sm text-slate-600">
              <span className="flex items-center gap-1.5">
                <Target size={15} aria-hidden="true" />
                {t('kpi.target')}
              </span>
              <span
                className="font-semibold tabular-nums text-slate-900"
                data-testid={`kpi-target-${kpi.Code}`}
              >
                {fmt.value(kpi.Unit, kpi.Target)}
              </span>
            </p>
            <div
              role="progressbar"
              aria-label={t('kpi.progressLabel', { kpi: t(`kpi.codes.${kpi.Code}.name`) })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.min(100, percent ?? 0)}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={`h-full rounded-full ${met ? 'bg-emerald-600' : 'bg-brand'}`}
                style={{ width: `${Math.min(100, percent ?? 0)}%` }}
              />
            </div>
            <p className="flex flex-wrap items-center justify-between gap-x-2 text-sm">
              <span
                className="font-semibold tabular-nums text-slate-900"
                data-testid={`kpi-percent-${kpi.Code}`}
              >
                {fmt.percent(percent ?? 0)}
              </span>
              {met ? (
                <span className="flex items-center gap-1 font-medium text-emerald-700">
                  <CheckCircle2 size={15} aria-hidden="true" />
                  {t('kpi.met')}
                </span>
              ) : (
                <span className="text-slate-600" data-testid={`kpi-balance-${kpi.Code}`}>
                  {t('kpi.balance', { value: fmt.value(kpi.Unit, kpi.Balance ?? 0) })}
                </span>
              )}
            </p>
          </>
        )
      ) : null}
    </li>
  );
}

/**
 * Route kpiDashboard (menu KpiDashboard; docs/decisions/110): the retailer's KPIs of a month —
 * invoiced value, pieces, billed products and orders placed — and, with
 * isShowTargetVsAchievementDashboard, each against the company's target (percentage, what is
 * left). Below, one KPI's last six months as a bar chart (achievement, and the target beside it
 * when targets are shown) and the same numbers as a table, which screen readers read.
 */
export default function KpiDashboardPage() {
  const { t } = useTranslation();
  const fmt = useKpiFormat();
  const targets = useAppConfig().data?.settings.flags.isShowTargetVsAchievementDashboard ?? false;
  const [month, setMonth] = useState<string | null>(null);
  const [code, setCode] = useState<KpiCode>('SV');
  const query = useKpiMonthly(month, TREND_MONTHS);
  const data = query.data;
  const kpi = data?.Kpis.find((k) => k.Code === code);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t(targets ? 'kpi.titleTargets' : 'kpi.title')}
        description={t(targets ? 'kpi.descriptionTargets' : 'kpi.description')}
        actions={
          data ? (
            <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
              {t('kpi.month')}
              <select
                value={data.Month}
                onChange={(e) => setMonth(e.target.value)}
                data-testid="kpi-month"
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
              >
                {pickableMonths(data.CurrentMonth).map((m) => (
                  <option key={m} value={m}>
                    {fmt.longMonth(m)}
                  </option>
                ))}
              </select>
            </label>
          ) : null
        }
      />
      {query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || !kpi ? (
        <ListSkeleton rows={3} height="h-32" />
      ) : (
        <>
          <ul
            className="mb-5 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 lg:grid-cols-4"
            data-testid="kpi-cards"
          >
            {data.Kpis.map((k) => (
              <KpiCard key={k.Code} kpi={k} targets={targets} />
            ))}
          </ul>
          <section
            aria-labelledby="kpi-trend-heading"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <h2
              id="kpi-trend-heading"
              className="mb-1 flex items-center gap-2 text-lg font-semibold text-slate-900"
            >
              <BarChart3 size={20} aria-hidden="true" className="text-brand" />
              {t('kpi.trend', { kpi: t(`kpi.codes.${code}.name`) })}
            </h2>
            <p className="mb-3 text-sm text-slate-600">{t(`kpi.codes.${code}.help`)}</p>
            <fieldset className="mb-4 flex flex-wrap gap-2">
              <legend className="sr-only">{t('kpi.choose')}</legend>
              {data.Kpis.map((k) => (
                <button
                  key={k.Code}
                  type="button"
                  aria-pressed={code === k.Code}
                  onClick={() => setCode(k.Code)}
                  data-testid={`kpi-chip-${k.Code}`}
                  className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${
                    code === k.Code
                      ? 'border-brand bg-brand text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                  }`}
                >
                  {t(`kpi.codes.${k.Code}.short`)}
                </button>
              ))}
            </fieldset>
            <BarChart
              testId="kpi-chart"
              rows={kpi.Trend.map(
                (p): ChartRow => ({
                  label: fmt.shortMonth(p.Month),
                  values: targets ? { a: p.Achievement, t: p.Target ?? 0 } : { a: p.Achievement },
                }),
              )}
              series={[
                { key: 'a', label: t('kpi.achievement'), fillClass: 'fill-brand' },
                ...(targets ? [{ key: 't', label: t('kpi.target'), fillClass: 'fill-slate-300' }] : []),
              ]}
              formatTick={(v) => fmt.tick(kpi.Unit, v)}
            />
            <table className="mt-4 w-full text-sm" data-testid="kpi-table">
              <caption className="mb-2 text-left text-sm font-semibold text-slate-700">
                {t('kpi.tableCaption', { kpi: t(`kpi.codes.${code}.name`), count: kpi.Trend.length })}
              </caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-600">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('kpi.month')}
                  </th>
                  {targets ? (
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t('kpi.target')}
                    </th>
                  ) : null}
                  <th scope="col" className="py-2 text-right font-medium">
                    {t('kpi.achievement')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...kpi.Trend].reverse().map((p) => (
                  <tr key={p.Month} className="border-b border-slate-100" data-testid={`kpi-row-${p.Month}`}>
                    <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-700">
                      {fmt.longMonth(p.Month)}
                    </th>
                    {targets ? (
                      <td className="py-2 pr-3 text-right tabular-nums text-slate-700">
                        {p.Target === null ? '—' : fmt.value(kpi.Unit, p.Target)}
                      </td>
                    ) : null}
                    <td className="py-2 text-right font-medium tabular-nums text-slate-900">
                      {fmt.value(kpi.Unit, p.Achievement)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </div>
  );
}
