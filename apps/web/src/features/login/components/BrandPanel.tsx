import { Gift, LockKeyhole, type LucideIcon, PackageCheck, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageConfig } from '../../../lib/page-config';

/** Soft circles in the brand area; decoration only. */
export function BrandDecor() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute inset-0 bg-linear-to-br from-white/15 via-transparent to-black/15" />
      <div className="absolute -end-24 -top-28 size-80 rounded-full bg-white/10" />
      <div className="absolute -bottom-40 -start-24 size-96 rounded-full bg-white/5" />
    </div>
  );
}

/** The client's logo on a white tile, sized up front so nothing shifts while it loads. */
export function BrandLogo({ size }: { size: number }) {
  const { appName, logoUrl } = pageConfig();
  return (
    <span className="inline-flex shrink-0 rounded-2xl bg-white p-1.5 shadow-lg shadow-black/10">
      <img
        src={logoUrl}
        alt={appName}
        width={size}
        height={size}
        className="block rounded-xl"
        style={{ width: size, height: size }}
      />
    </span>
  );
}

export const FEATURES: Array<{ key: string; icon: LucideIcon }> = [
  { key: 'order', icon: Truck },
  { key: 'track', icon: PackageCheck },
  { key: 'rewards', icon: Gift },
];

/** Desktop: the brand side of the two-column layout. */
export function BrandPanel() {
  const { t } = useTranslation();
  const { appName } = pageConfig();
  return (
    // The column keeps the brand colour when the form side scrolls; the panel itself stays in view.
    <div className="hidden bg-brand lg:block">
      <aside className="sticky top-0 flex h-dvh flex-col justify-between overflow-hidden p-12 text-white xl:p-16">
        <BrandDecor />
        <div className="relative flex items-center gap-3">
          <BrandLogo size={40} />
          <span className="text-xl font-semibold tracking-tight">{appName}</span>
        </div>
        <div className="relative max-w-lg py-10">
          <p className="text-4xl leading-tight font-bold tracking-tight text-balance xl:text-[2.5rem]">
            {t('login.brand.headline')}
          </p>
          <p className="mt-4 text-lg text-white/85">{t('login.tagline')}</p>
          <ul className="mt-10 space-y-5">
            {FEATURES.map(({ key, icon: Icon }) => (
              <li key={key} className="flex items-center gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
                  <Icon size={22} aria-hidden="true" />
                </span>
                <span className="text-base font-medium text-white/95">
                  {t(`login.brand.features.${key}`)}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative flex max-w-md items-start gap-2 text-sm text-white/80">
          <LockKeyhole size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          {t('login.brand.trust')}
        </p>
      </aside>
    </div>
  );
}

/** Phone: what the app offers, under the sign-in card (the desktop shows it in the brand panel). */
export function FeatureList() {
  const { t } = useTranslation();
  return (
    <ul className="space-y-3 px-2 lg:hidden">
      {FEATURES.map(({ key, icon: Icon }) => (
        <li key={key} className="flex items-center gap-3 text-sm text-slate-600">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
            <Icon size={18} aria-hidden="true" />
          </span>
          {t(`login.brand.features.${key}`)}
        </li>
      ))}
    </ul>
  );
}
