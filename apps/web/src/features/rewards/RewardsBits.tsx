import type { RewardStatus } from '@restock/domain/codes';
import { Award, BookOpen, ChartColumn, Coins, Gift, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** Points as the screens write them: grouped digits in the current language. */
export function usePoints(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(value);
}

const STATUS_LOOK: Record<RewardStatus, string> = {
  P: 'bg-amber-100 text-amber-900',
  S: 'bg-sky-100 text-sky-900',
  R: 'bg-red-100 text-red-800',
  D: 'bg-violet-100 text-violet-900',
  C: 'bg-emerald-100 text-emerald-900',
};

export function RedemptionStatusBadge({ code }: { code: RewardStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_LOOK[code]}`}
      data-testid="redemption-status"
      data-status={code}
    >
      {t(`rewards.status.${code}`)}
    </span>
  );
}

/**
 * The rewards screens side by side: dashboard, history, earnings, point details, and the loyalty screens the
 * rewards area leads to (monthly sales, club enrolment; decisions 101 and 102).
 */
export function RewardsTabs() {
  const { t } = useTranslation();
  const tabs = [
    { to: '/ivy/myRewards', label: t('rewards.nav.dashboard'), icon: Gift, testId: 'rewards-tab-dashboard' },
    {
      to: '/ivy/rewardHistory',
      label: t('rewards.nav.history'),
      icon: ScrollText,
      testId: 'rewards-tab-history',
    },
    {
      to: '/ivy/myEarningsLedger',
      label: t('rewards.nav.earnings'),
      icon: BookOpen,
      testId: 'rewards-tab-earnings',
    },
    {
      to: '/ivy/pointDetails',
      label: t('rewards.nav.pointDetails'),
      icon: Coins,
      testId: 'rewards-tab-point-details',
    },
    {
      to: '/ivy/monthlySales',
      label: t('rewards.nav.monthlySales'),
      icon: ChartColumn,
      testId: 'rewards-tab-monthly-sales',
    },
    { to: '/ivy/clubEnrollment', label: t('rewards.nav.club'), icon: Award, testId: 'rewards-tab-club' },
  ];
  return (
    <nav aria-label={t('rewards.nav.label')} className="-mx-1 mb-5 overflow-x-auto px-1">
      <ul className="flex gap-2">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              data-testid={tab.testId}
              className={({ isActive }) =>
                `inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full border px-4 text-sm font-medium ${isActive ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`
              }
            >
              <tab.icon size={16} aria-hidden="true" />
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
