import { KeyRound, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileView } from './use-profile';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** The banner: initials, name, code, tier, channel, and the mobile-number and password links. */
export function ProfileHeader({ view }: { view: ProfileView }) {
  const { t } = useTranslation();
  const { p, canChangeMobile, canResetPassword } = view;
  return (
    <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="h-16 bg-gradient-to-r from-brand to-brand-30 sm:h-20" />
      <div className="flex flex-col gap-4 px-4 pb-5 sm:flex-row sm:items-end sm:px-6">
        <span
          aria-hidden="true"
          className="-mt-10 flex size-20 shrink-0 items-center justify-center rounded-2xl border-4 border-white bg-brand-210 text-2xl font-bold text-brand shadow-sm"
        >
          {initials(p.retailerName)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xl font-bold text-slate-900" data-testid="profile-name">
            {p.retailerName}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span className="tabular-nums">{p.retailerCode}</span>
            {p.tier ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                {t('profile.tier', { tier: p.tier })}
              </span>
            ) : null}
            {p.channel ? <span>{[p.channel, p.subChannel].filter(Boolean).join(' · ')}</span> : null}
          </p>
        </div>
        {canChangeMobile || canResetPassword ? (
          <div className="flex flex-wrap gap-2 [&>a]:flex-1 sm:[&>a]:flex-none">
            {canChangeMobile ? (
              <Link
                to="/ivy/changeMobileNumber"
                className="inline-flex min-h-10 items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                <Smartphone size={16} aria-hidden="true" />
                {t('settings.changeMob.title')}
              </Link>
            ) : null}
            {canResetPassword ? (
              <Link
                to="/ivy/resetPassword"
                className="inline-flex min-h-10 items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                <KeyRound size={16} aria-hidden="true" />
                {t('settings.resetPassword.title')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
