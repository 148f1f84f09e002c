import type { MonthlySalesType } from '@restock/domain/rules/loyalty';
import { BarChart3, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BarChart } from '../../components/chart/BarChart';
import { ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { useMonthlySales } from './api';
import { useLoyaltyFormat } from './format';

const PERIODS = [12, 24] as const;

/**
 * Route monthlySales (reached from the rewards dashboard; docs/decisions/101): the retailer's
 * invoiced sales per month over the last 12 or 24 months, one type at a time among the client's
 * (sales value, volume, focus and regular brands, billed SKUs), as a bar chart and the same
 * numbers as a table (what screen readers read: the chart is a picture only).
 */
export default function MonthlySalesPage() {
  const { t } = useTranslation();
  const fmt = useLoyaltyFormat();
  const [type, setType] = useState<MonthlySalesType | null>(null);
  const [months, setMonths] = useState<number>(12);
  const sales = useMonthlySales(type, months);
  const data = sales.data;
  const current = type ?? data?.Type;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        back={{ to: '/ivy/myRewards', label: t('loyalty.backToRewards') }}
        title={t('loyalty.monthly.title')}
        description={t('loyalty.monthly.description')}
        actions={
          <Link
            to="/ivy/clubEnrollment"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <Trophy size={18} aria-hidden="true" />
            {t('loyalty.club.title')}
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('loyalty.monthly.type')}</legend>
          {(data?.Types ?? []).map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={current === code}
              onClick={() => setType(code)}
              data-testid={`sales-type-${code}`}
              className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${
                current === code
                  ? 'border-brand bg-brand text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              {t(`loyalty.types.${code}.short`)}
            </button>
          ))}
        </fieldset>
        <label className="ml-auto flex items-center gap-2 text-sm font-medium text-slate-700">
          {t('loyalty.monthly.period')}
          <select
            value={months}
            onChange={(e) => setMonths(Number(e.target.value))}
            data-testid="sales-period"
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
          >
            {PERIODS.map((n) => (
              <option key={n} value={n}>
                {t('loyalty.monthly.months', { count: n })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {sales.isError ? (
        <ErrorPanel error={sales.error} onRetry={() => void sales.refetch()} />
      ) : !data ? (
        <ListSkeleton rows={2} height="h-48" />
      ) : (
        <section
          aria-labelledby="sales-heading"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <div>
              <h2 id="sales-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <BarChart3 size={20} aria-hidden="true" className="text-brand" />
                {t(`loyalty.types.${data.Type}.name`)}
              </h2>
              <p className="text-sm text-slate-600">{t(`loyalty.types.${data.Type}.help`)}</p>
              {data.FocusBrands.length > 0 ? (
                <p className="text-sm text-slate-600">
                  {t('loyalty.monthly.focusBrands', { brands: data.FocusBrands.join(', ') })}
                </p>
              ) : null}
            </div>
            <p className="text-right">
              <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">
                {data.Type === 'BSKU' ? t('loyalty.monthly.distinctTotal') : t('loyalty.monthly.total')}
              </span>
              <span className="text-xl font-bold text-slate-900" data-testid="sales-total">
                {fmt.value(data.Unit, data.Total)}
              </span>
            </p>
          </div>
          <BarChart
            testId="sales-chart"
            rows={data.Months.map((m) => ({ label: fmt.shortMonth(m.Month), values: { v: m.Value } }))}
            series={[{ key: 'v', label: t(`loyalty.types.${data.Type}.name`), fillClass: 'fill-brand' }]}
            formatTick={(v) => fmt.tick(data.Unit, v)}
          />
          <div className="mt-4">
            <table className="w-full text-sm" data-testid="sales-table">
              <caption className="mb-2 text-left text-sm font-semibold text-slate-700">
                {t('loyalty.monthly.tableCaption', {
                  type: t(`loyalty.types.${data.Type}.name`),
                  count: data.Months.length,
                })}
              </caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-600">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('loyalty.monthly.month')}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t(`loyalty.types.${data.Type}.name`)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...data.Months].reverse().map((m) => (
                  <tr key={m.Month} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-700">
                      {fmt.longMonth(m.Month)}
                    </th>
                    <td className="py-2 text-right font-medium tabular-nums text-slate-900">
                      {fmt.value(data.Unit, m.Value)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
