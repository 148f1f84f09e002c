import type { TDistributor } from '@restock/domain/contracts/distributor';
import { BadgeCheck, Building2, FileBadge, MapPin, Phone, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Name, address, licence number, phone and the default / current markers of a distributor. */
export function DistributorDetails({
  distributor,
  current = false,
  phoneAsLink = true,
  headingLevel = 3,
}: {
  distributor: TDistributor;
  current?: boolean;
  /** The card's name is a heading at this level (2 on a page, 3 under a dialog's title). */
  headingLevel?: 2 | 3;
  /** Off inside a selectable card, where a nested link would be a second click target. */
  phoneAsLink?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${current ? 'bg-brand text-white' : 'bg-brand-210 text-brand'}`}
      >
        <Building2 size={22} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Heading className="text-base leading-snug font-semibold text-slate-900">
            {distributor.dName}
          </Heading>
          {distributor.IsDefault ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
              <Star size={12} aria-hidden="true" className="fill-current" />
              {t('distributor.default')}
            </span>
          ) : null}
          {current ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
              <BadgeCheck size={12} aria-hidden="true" />
              {t('distributor.current')}
            </span>
          ) : null}
        </div>
        <dl className="mt-2 space-y-1.5 text-sm text-slate-600">
          {distributor.address ? (
            <div className="flex gap-2">
              <dt className="mt-0.5 shrink-0">
                <MapPin size={15} aria-hidden="true" />
                <span className="sr-only">{t('distributor.address')}</span>
              </dt>
              <dd>{distributor.address}</dd>
            </div>
          ) : null}
          {distributor.fssaiNo ? (
            <div className="flex gap-2">
              <dt className="mt-0.5 shrink-0">
                <FileBadge size={15} aria-hidden="true" />
                <span className="sr-only">{t('distributor.licenceNo')}</span>
              </dt>
              <dd>
                <span aria-hidden="true">{t('distributor.licenceShort')} </span>
                <span className="tabular-nums">{distributor.fssaiNo}</span>
              </dd>
            </div>
          ) : null}
          {distributor.phone ? (
            <div className="flex gap-2">
              <dt className="mt-0.5 shrink-0">
                <Phone size={15} aria-hidden="true" />
                <span className="sr-only">{t('distributor.phone')}</span>
              </dt>
              <dd className="tabular-nums">
                {phoneAsLink ? (
                  <a
                    href={`tel:${distributor.phone.replace(/[^\d+]/g, '')}`}
                    className="font-medium text-brand hover:underline"
                  >
                    {distributor.phone}
                  </a>
                ) : (
                  distributor.phone
                )}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </div>
  );
}

/** A distributor as a card, with room for actions (switch) below the details. */
export function DistributorCard({
  distributor,
  current = false,
  children,
}: {
  distributor: TDistributor;
  current?: boolean;
  children?: ReactNode;
}) {
  return (
    <article
      aria-label={distributor.dName}
      className={`flex flex-col gap-4 rounded-2xl border bg-white p-4 shadow-sm ${current ? 'border-brand ring-1 ring-brand' : 'border-slate-200'}`}
    >
      <DistributorDetails distributor={distributor} current={current} headingLevel={2} />
      {children ? (
        <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">{children}</div>
      ) : null}
    </article>
  );
}
