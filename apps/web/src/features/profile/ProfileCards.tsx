import type { TRetailerProfile } from '@restock/domain/contracts/login';
import type { TFunction } from 'i18next';
import {
  Briefcase,
  Building2,
  CreditCard,
  ExternalLink,
  FileText,
  type LucideIcon,
  Store,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isHidden, type ProfileView } from './use-profile';

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

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function repRows(r: TRetailerProfile['companyRep'], prefix: string, t: TFunction): Row[] {
  return r
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
}

export function ContactCard({ view }: { view: ProfileView }) {
  const { t } = useTranslation();
  const { p, ownerName, languageName } = view;
  return (
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
  );
}

export function StoreCard({ view }: { view: ProfileView }) {
  const { t } = useTranslation();
  const { p, fullAddress } = view;
  return (
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
  );
}

export function RegistrationCard({ view }: { view: ProfileView }) {
  const { t } = useTranslation();
  const { p, hidden } = view;
  return (
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
  );
}

/** Credit limit, days, available credit, the outstanding amount (isShowOsAmount) and the share used. */
export function CreditDetailsCard({ view }: { view: ProfileView }) {
  const { t } = useTranslation();
  const { p, money, usedShare } = view;
  return (
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
        ...(view.showOsAmount
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
  );
}

/** The company's or the distributor's representative, or "no representative". */
export function RepCard({ view, which }: { view: ProfileView; which: 'companyRep' | 'distributorRep' }) {
  const { t } = useTranslation();
  const r = view.p[which];
  return (
    <Card
      title={t(which === 'companyRep' ? 'profile.sections.companyRep' : 'profile.sections.distributorRep')}
      icon={which === 'companyRep' ? Briefcase : Building2}
      rows={repRows(r, which, t)}
    >
      {r ? null : <p className="text-sm text-slate-500">{t('profile.noRep')}</p>}
    </Card>
  );
}
