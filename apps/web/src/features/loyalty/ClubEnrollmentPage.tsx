import type { TClubEnrollment, TClubEnrollmentInfo } from '@restock/domain/contracts/loyalty';
import { CLUB_TARGET_TYPES } from '@restock/domain/rules/loyalty';
import { BarChart3, Calculator, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BarChart } from '../../components/chart/BarChart';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { ApiError } from '../../lib/api';
import { displayApiDate } from '../../lib/format';
import { type SalesUnit, useLoyaltyFormat } from './format';
import { useClubEnrollment } from './use-club-enrollment';

const unitOf = (type: 'SV' | 'PV'): SalesUnit => (type === 'SV' ? 'value' : 'pieces');

/**
 * Route clubEnrollment (second spec; docs/decisions/102): the retailer's club enrolment for the
 * financial year. Enrolled: the club, the yearly target and each quarter's target against what has
 * been invoiced, as a chart and a table. Not enrolled: the current club and last year's sales, a
 * club and a target type to pick, the calculated targets, a confirmation and the submit.
 */
export default function ClubEnrollmentPage() {
  const { t } = useTranslation();
  const flow = useClubEnrollment();
  const { exists, info } = flow;
  const noClub = info.error instanceof ApiError && info.error.code === 'E035';

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        back={{ to: '/ivy/myRewards', label: t('loyalty.backToRewards') }}
        title={t('loyalty.club.title')}
        description={
          exists.data ? t('loyalty.club.description', { year: exists.data.FinancialYear }) : undefined
        }
        actions={
          <Link
            to="/ivy/monthlySales"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <BarChart3 size={18} aria-hidden="true" />
            {t('loyalty.monthly.title')}
          </Link>
        }
      />
      {exists.isError ? (
        <ErrorPanel error={exists.error} onRetry={() => void exists.refetch()} />
      ) : !exists.data ? (
        <ListSkeleton rows={3} height="h-24" />
      ) : exists.data.Enrollment ? (
        <Enrollment enrollment={exists.data.Enrollment} />
      ) : noClub ? (
        <EmptyState
          icon={Trophy}
          title={t('common.alerts.error.E035')}
          body={t('loyalty.club.noClubBody')}
          look="page"
          testId="club-none"
        />
      ) : info.isError ? (
        <ErrorPanel error={info.error} onRetry={() => void info.refetch()} />
      ) : !info.data ? (
        <ListSkeleton rows={3} height="h-24" />
      ) : (
        <EnrolForm info={info.data} flow={flow} />
      )}
    </div>
  );
}

function EnrolForm({
  info,
  flow,
}: {
  info: TClubEnrollmentInfo;
  flow: ReturnType<typeof useClubEnrollment>;
}) {
  const { t } = useTranslation();
  const fmt = useLoyaltyFormat();
  const { calc } = flow;
  return (
    <div className="space-y-5">
      <section className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('loyalty.club.standing')}>
        <Tile label={t('loyalty.club.current')} value={info.CurrentClub.ClubName} testId="club-current" />
        <Tile label={t('loyalty.club.lastYearSV')} value={fmt.value('value', info.LastYear.SV)} />
        <Tile label={t('loyalty.club.lastYearPV')} value={fmt.value('pieces', info.LastYear.PV)} />
      </section>

      <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <legend className="px-1 text-lg font-semibold text-slate-900">{t('loyalty.club.pickClub')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {info.Clubs.map((club) => {
            const picked = flow.clubId === club.ClubId;
            return (
              <label
                key={club.ClubId}
                className={`flex cursor-pointer flex-col gap-1 rounded-xl border p-4 ${
                  picked
                    ? 'border-brand bg-brand-210 ring-2 ring-brand/30'
                    : 'border-slate-200 hover:bg-slate-50'
                }`}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="club"
                    className="size-4 accent-[var(--color-brand)]"
                    checked={picked}
                    onChange={() => flow.pickClub(club.ClubId)}
                    data-testid={`club-${club.ClubCode}`}
                  />
                  <span className="font-semibold text-slate-900">{club.ClubName}</span>
                  {club.ClubId === info.CurrentClub.ClubId ? (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                      {t('loyalty.club.yours')}
                    </span>
                  ) : null}
                </span>
                <span className="text-sm text-slate-600">
                  {t('loyalty.club.incentive', { percent: club.IncentivePercent })}
                  {club.Seq > info.CurrentClub.Seq && club.BonusPercent > 0
                    ? ` · ${t('loyalty.club.bonus', { percent: club.BonusPercent })}`
                    : ''}
                </span>
                <span className="text-sm text-slate-600">
                  {t('loyalty.club.growth', { percent: club.GrowthPercent })}
                </span>
              </label>
            );
          })}
        </div>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t('loyalty.club.targetType')}</legend>
            {CLUB_TARGET_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={flow.targetType === type}
                onClick={() => flow.setTargetType(type)}
                data-testid={`target-${type}`}
                className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${
                  flow.targetType === type
                    ? 'border-brand bg-brand text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                }`}
              >
                {t(`loyalty.types.${type}.name`)}
              </button>
            ))}
          </fieldset>
          <Button
            onClick={() => void flow.calculate()}
            loading={flow.calculating}
            className="ml-auto"
            data-testid="club-calculate"
          >
            <Calculator size={18} aria-hidden="true" />
            {t('loyalty.club.calculate')}
          </Button>
        </div>
      </fieldset>

      {calc ? (
        <section
          aria-labelledby="calc-heading"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          data-testid="club-calc"
        >
          <h2 id="calc-heading" className="text-lg font-semibold text-slate-900">
            {t('loyalty.club.calcTitle', { club: calc.RequestedClub.ClubName, year: calc.FinancialYear })}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Fact
              label={t('loyalty.club.yearlyTarget')}
              value={fmt.value(unitOf(calc.TargetType), calc.YearlyTarget)}
            />
            <Fact
              label={t('loyalty.club.lastYear')}
              value={fmt.value(unitOf(calc.TargetType), calc.LastYearAchievement)}
            />
            <Fact label={t('loyalty.club.incentiveLabel')} value={`${calc.IncentivePercent}%`} />
            <Fact label={t('loyalty.club.bonusLabel')} value={`${calc.bonusPercentage}%`} />
          </dl>
          <QuarterTable
            unit={unitOf(calc.TargetType)}
            quarters={calc.Quarters.map((q) => ({ ...q, Achievement: null }))}
            caption={t('loyalty.club.quarterTargets')}
          />
          <div className="mt-4 flex justify-end">
            <Button onClick={flow.openConfirm} data-testid="club-enrol">
              <Trophy size={18} aria-hidden="true" />
              {t('loyalty.club.enrol')}
            </Button>
          </div>
          <ConfirmDialog
            open={flow.confirming}
            onCancel={flow.closeConfirm}
            onConfirm={() => void flow.submit()}
            busy={flow.submitting}
            title={t('loyalty.club.confirmTitle', { club: calc.RequestedClub.ClubName })}
            description={t('loyalty.club.confirmBody', {
              target: fmt.value(unitOf(calc.TargetType), calc.YearlyTarget),
              year: calc.FinancialYear,
            })}
            confirmLabel={t('loyalty.club.confirm')}
            confirmTestId="club-confirm"
          >
            {calc.askConfirmation ? (
              <p className="text-sm text-slate-700">
                {t('loyalty.club.upgradeNote', {
                  from: calc.CurrentClub.ClubName,
                  to: calc.RequestedClub.ClubName,
                  bonus: calc.bonusPercentage,
                })}
              </p>
            ) : null}
          </ConfirmDialog>
        </section>
      ) : null}
    </div>
  );
}

function Enrollment({ enrollment: e }: { enrollment: TClubEnrollment }) {
  const { t } = useTranslation();
  const fmt = useLoyaltyFormat();
  const unit = unitOf(e.TargetType);
  return (
    <div className="space-y-5" data-testid="club-enrollment">
      <section className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('loyalty.club.standing')}>
        <Tile label={t('loyalty.club.enrolledIn')} value={e.RequestedClubName} testId="club-enrolled-in" />
        <Tile label={t('loyalty.club.yearlyTarget')} value={fmt.value(unit, e.YearlyTarget)} />
        <Tile label={t('loyalty.club.achieved')} value={fmt.value(unit, e.TotalAchievement)} />
        <Tile
          label={t('loyalty.club.incentiveLabel')}
          value={`${e.IncentivePercent}%${e.BonusPercentage > 0 ? ` + ${e.BonusPercentage}%` : ''}`}
        />
      </section>
      <section
        aria-labelledby="quarters-heading"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <h2 id="quarters-heading" className="text-lg font-semibold text-slate-900">
          {t('loyalty.club.quartersTitle', { type: t(`loyalty.types.${e.TargetType}.name`) })}
        </h2>
        <p className="mb-3 text-sm text-slate-600">
          {t('loyalty.club.enrolledOn', {
            date: displayApiDate(e.EnrolledOn),
            from: e.CurrentClubName,
          })}
        </p>
        <BarChart
          testId="quarter-chart"
          rows={e.Quarters.map((q) => ({
            label: q.Name,
            values: { target: q.Target, achieved: q.Achievement },
          }))}
          series={[
            { key: 'target', label: t('loyalty.club.target'), fillClass: 'fill-slate-300' },
            { key: 'achieved', label: t('loyalty.club.achievement'), fillClass: 'fill-brand' },
          ]}
          formatTick={(v) => fmt.tick(unit, v)}
        />
        <QuarterTable unit={unit} quarters={e.Quarters} caption={t('loyalty.club.quarterTable')} />
      </section>
    </div>
  );
}

interface QuarterRow {
  Quarter: number;
  Name: string;
  FromDate: string;
  ToDate: string;
  Target: number;
  Achievement: number | null;
  AchievedPercent?: number;
  State?: 'met' | 'open' | 'missed' | 'upcoming';
}

const STATE_CLASS = {
  met: 'bg-green-100 text-green-800',
  open: 'bg-amber-100 text-amber-800',
  missed: 'bg-red-100 text-red-800',
  upcoming: 'bg-slate-100 text-slate-700',
};

function QuarterTable({
  unit,
  quarters,
  caption,
}: {
  unit: SalesUnit;
  quarters: QuarterRow[];
  caption: string;
}) {
  const { t } = useTranslation();
  const fmt = useLoyaltyFormat();
  const withAchievement = quarters.some((q) => q.Achievement !== null);
  const badge = (q: QuarterRow) =>
    q.State ? (
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_CLASS[q.State]}`}>
        {t(`loyalty.club.states.${q.State}`)}
      </span>
    ) : null;
  // Fits a phone: the months in short, and the status under the achievement below tablet width.
  return (
    <div className="mt-4">
      <table className="w-full text-sm" data-testid="quarter-table">
        <caption className="mb-2 text-left text-sm font-semibold text-slate-700">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('loyalty.club.quarter')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t('loyalty.club.target')}
            </th>
            {withAchievement ? (
              <>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('loyalty.club.achievement')}
                </th>
                <th scope="col" className="hidden py-2 text-right font-medium sm:table-cell">
                  {t('loyalty.club.status')}
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {quarters.map((q) => (
            <tr key={q.Quarter} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-700">
                <span className="font-semibold">{q.Name}</span>
                <span className="block whitespace-nowrap text-xs text-slate-500">
                  {fmt.shortMonth(q.FromDate.slice(0, 7))} – {fmt.shortMonth(q.ToDate.slice(0, 7))}
                </span>
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{fmt.value(unit, q.Target)}</td>
              {withAchievement && q.Achievement !== null ? (
                <>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {fmt.value(unit, q.Achievement)}
                    <span className="block text-xs text-slate-500">{q.AchievedPercent ?? 0}%</span>
                    <span className="mt-1 block sm:hidden">{badge(q)}</span>
                  </td>
                  <td className="hidden py-2 text-right sm:table-cell">{badge(q)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Tile({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <p className="mt-1 text-lg font-bold text-slate-900" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-base font-bold text-slate-900">{value}</dd>
    </div>
  );
}
