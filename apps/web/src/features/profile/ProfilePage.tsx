import type { TRetailerProfile } from '@restock/domain/contracts/login';
import {
  Briefcase,
  Building2,
  CreditCard,
  ExternalLink,
  FileText,
  KeyRound,
  type LucideIcon,
  Smartphone,
  Store,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { pageConfig } from '../../lib/page-config';
import { useRetailerProfile } from './api';

type Row = { label: string; value: ReactNode; key: string };

function Card({
  title,
  icon: Icon,
  rows,
  children,
}: {
  title: string;
  icon: LucideIcon;
  rows?: Row[];
  children?: ReactNode;
}) {
  const visible = (rows ?? []).filter((r) => r.value !== '' && r.value !== null && r.value !== undefined);
  if (visible.length === 0 && !children) return null;
  return (
    <section
      aria-label={title}
      className="mb-4 break-inside-avoid rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-lg bg-brand-210 text-brand"
        >
          <Icon size={17} />
        </span>
        {title}
      </h2>
      {children}
      {visible.length > 0 ? (
        <dl className="divide-y divide-slate-100">
          {visible.map((r) => (
            <div
              key={r.key}
              className="grid gap-0.5 py-2.5 text-sm sm:grid-cols-[minmax(7rem,40%)_1fr] sm:gap-3"
              data-field={r.key}
            >
              <dt className="text-slate-500">{r.label}</dt>
              <dd className="min-w-0 font-medium break-words text-slate-900">{r.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Whether a field is hidden by hideRetailerProfileFields (PAN, GST; matched loosely: "PAN" or "panNumber"). */
function isHidden(hidden: string[], field: 'pan' | 'gst'): boolean {
  return hidden.some((h) => {
    const v = h.trim().toLowerCase();
    return v === field || v === `${field}number` || v === `${field}no`;
  });
}

export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const profile = useRetailerProfile();
  const config = useAppConfig().data;

  if (profile.isPending) {
    return (
      <div className="mx-auto max-w-5xl space-y-4" aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <div className="h-32 animate-pulse rounded-2xl bg-slate-200/70" />
        <div className="grid gap-4 md:grid-cols-2">
          <div className="h-56 animate-pulse rounded-2xl bg-slate-200/70" />
          <div className="h-56 animate-pulse rounded-2xl bg-slate-200/70" />
        </div>
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p className="font-medium">{errorMessage(profile.error, t)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const p: TRetailerProfile = profile.data;
  const settings = config?.settings;
  const sections = new Set(settings?.retailerProfileSections ?? []);
  const hidden = settings?.hideRetailerProfileFields ?? [];
  const flags = settings?.flags;
  const { currencySymbol } = pageConfig();
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const money = (value: string) => {
    const n = Number(value);
    return Number.isFinite(n) ? `${currencySymbol}${number.format(n)}` : value;
  };
  const ownerName = [p.firstName, p.middleName, p.lastName].filter((s) => s.trim()).join(' ');
  const fullAddress = [p.address, [p.zipCode, p.state].filter(Boolean).join(' '), p.country]
    .filter((s) => s.trim())
    .join(', ');
  const languageName = p.language ? t(`common.languages.${p.language}`, { defaultValue: p.language }) : '';
  const canChangeMobile = !!flags?.isEnableChangeMobileNumber;
  const canResetPassword = !!(flags?.isEnableResetPassword || flags?.isShowChangePassword);

  const limit = Number(p.creditDetails.creditLimit);
  const outstanding = Number(p.osamount);
  const usedShare =
    limit > 0 && Number.isFinite(outstanding) ? Math.min(1, Math.max(0, outstanding / limit)) : null;

  const rep = (r: TRetailerProfile['companyRep'], prefix: string): Row[] =>
    r
      ? [
          { key: `${prefix}.name`, label: t('profile.fields.name'), value: r.name },
          {
            key: `${prefix}.mobile`,
            label: t('profile.fields.mobile'),
            value: r.mobile ? (
              <a className="text-brand hover:underline" href={telHref(r.mobile)}>
                {r.mobile}
              </a>
            ) : (
              ''
            ),
          },
          {
            key: `${prefix}.email`,
            label: t('profile.fields.email'),
            value: r.email ? (
              <a className="text-brand hover:underline" href={`mailto:${r.email}`}>
                {r.email}
              </a>
            ) : (
              ''
            ),
          },
        ]
      : [];

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="sr-only">{t('profile.title')}</h1>
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

      <div className="gap-4 md:columns-2">
        <Card
          title={t('profile.sections.contact')}
          icon={UserRound}
          rows={[
            { key: 'owner', label: t('profile.fields.owner'), value: ownerName },
            {
              key: 'mobile',
              label: t('profile.fields.mobile'),
              value: p.mobileNumber ? (
                <a className="text-brand hover:underline" href={telHref(p.mobileNumber)}>
                  {p.mobileNumber}
                </a>
              ) : (
                ''
              ),
            },
            {
              key: 'email',
              label: t('profile.fields.email'),
              value: p.email ? (
                <a className="text-brand hover:underline" href={`mailto:${p.email}`}>
                  {p.email}
                </a>
              ) : (
                ''
              ),
            },
            { key: 'username', label: t('profile.fields.username'), value: p.username },
            { key: 'language', label: t('profile.fields.language'), value: languageName },
          ]}
        />
        <Card
          title={t('profile.sections.store')}
          icon={Store}
          rows={[
            { key: 'retailerName', label: t('profile.fields.retailerName'), value: p.retailerName },
            { key: 'retailerCode', label: t('profile.fields.retailerCode'), value: p.retailerCode },
            { key: 'channel', label: t('profile.fields.channel'), value: p.channel },
            { key: 'subChannel', label: t('profile.fields.subChannel'), value: p.subChannel },
            { key: 'tier', label: t('profile.fields.tier'), value: p.tier },
            { key: 'address', label: t('profile.fields.address'), value: fullAddress },
            {
              key: 'location',
              label: t('profile.fields.location'),
              value:
                p.latitude !== null && p.longitude !== null ? (
                  <a
                    className="inline-flex items-center gap-1 text-brand hover:underline"
                    href={`https://www.openstreetmap.org/?mlat=${p.latitude}&mlon=${p.longitude}#map=17/${p.latitude}/${p.longitude}`}
                    target="_blank"
                    rel="noreferrer noopener"
                  >
                    <span className="tabular-nums">
                      {p.latitude.toFixed(4)}, {p.longitude.toFixed(4)}
                    </span>
                    <ExternalLink size={13} aria-hidden="true" />
                    <span className="sr-only">{t('profile.openMap')}</span>
                  </a>
                ) : (
                  ''
                ),
            },
          ]}
        />
        <Card
          title={t('profile.sections.registration')}
          icon={FileText}
          rows={[
            { key: 'uan', label: t('profile.fields.uan'), value: p.uanNumber },
            ...(isHidden(hidden, 'pan')
              ? []
              : [{ key: 'pan', label: t('profile.fields.pan'), value: p.panNumber }]),
            ...(isHidden(hidden, 'gst')
              ? []
              : [{ key: 'gst', label: t('profile.fields.gst'), value: p.gstNumber }]),
          ]}
        />
        {sections.has('creditDetails') ? (
          <Card
            title={t('profile.sections.creditDetails')}
            icon={CreditCard}
            rows={[
              {
                key: 'creditLimit',
                label: t('profile.fields.creditLimit'),
                value: money(p.creditDetails.creditLimit),
              },
              {
                key: 'creditDays',
                label: t('profile.fields.creditDays'),
                value: t('profile.days', { count: p.creditDetails.creditDays }),
              },
              {
                key: 'availableCredit',
                label: t('profile.fields.availableCredit'),
                value: money(p.creditDetails.availableCredit),
              },
              ...(flags?.isShowOsAmount
                ? [{ key: 'outstanding', label: t('profile.fields.outstanding'), value: money(p.osamount) }]
                : []),
            ]}
          >
            {usedShare !== null ? (
              <div className="mb-2">
                <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
                  <div
                    className={`h-full rounded-full ${usedShare > 0.8 ? 'bg-red-500' : usedShare > 0.5 ? 'bg-amber-500' : 'bg-brand'}`}
                    style={{ width: `${Math.max(usedShare * 100, usedShare > 0 ? 2 : 0)}%` }}
                  />
                </div>
                <p className="mt-1.5 text-xs text-slate-500">
                  {t('profile.creditUsedShare', { percent: Math.round(usedShare * 100) })}
                </p>
              </div>
            ) : null}
          </Card>
        ) : null}
        {sections.has('myCompanyRepDetails') ? (
          <Card
            title={t('profile.sections.companyRep')}
            icon={Briefcase}
            rows={rep(p.companyRep, 'companyRep')}
          >
            {p.companyRep ? null : <p className="text-sm text-slate-500">{t('profile.noRep')}</p>}
          </Card>
        ) : null}
        {sections.has('myDistRepDetails') ? (
          <Card
            title={t('profile.sections.distributorRep')}
            icon={Building2}
            rows={rep(p.distributorRep, 'distributorRep')}
          >
            {p.distributorRep ? null : <p className="text-sm text-slate-500">{t('profile.noRep')}</p>}
          </Card>
        ) : null}
      </div>
    </div>
  );
}
