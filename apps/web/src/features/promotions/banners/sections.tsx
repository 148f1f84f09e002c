import type { TBanner, TDiscountLine } from '@restock/domain/contracts/product';
import { ChevronRight } from 'lucide-react';
import { type ReactNode, type Ref, useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/list-states';
import { Spinner } from '../../../components/ui/spinner';
import { useAppConfig } from '../../../lib/app-config';
import { useMoney } from '../../../lib/format';
import { useNearViewport } from '../../../lib/near-viewport';
import { useBanners, useOfferZone } from './api';
import { bannerTarget } from './banner-target';
import { Slider } from './Slider';
import { opensMappedProducts, useOpenBanner } from './use-open-banner';

function SectionFrame({
  title,
  action,
  children,
  testId,
  sectionRef,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
  sectionRef?: Ref<HTMLElement>;
}) {
  const headingId = useId();
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="mb-8" data-testid={testId}>
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold tracking-tight text-slate-900 md:text-xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Placeholders({ count, className }: { count: number; className: string }) {
  return (
    <div className="flex gap-4 overflow-hidden" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className={`shrink-0 animate-pulse rounded-2xl bg-slate-200 ${className}`} />
      ))}
    </div>
  );
}

function BannerTile({
  banner,
  first,
  linked,
  opening,
  onOpen,
}: {
  banner: TBanner;
  /** The first banner is home's largest paint on a phone: fetched at once and first. */
  first: boolean;
  linked: boolean;
  opening: boolean;
  onOpen(banner: TBanner): void;
}) {
  const picture = (
    <>
      <img
        src={banner.ImageUrl}
        alt={banner.Title}
        width={1200}
        height={400}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        className="aspect-[3/1] w-full rounded-2xl bg-slate-100 object-cover"
      />
      {opening ? (
        <span className="absolute inset-0 flex items-center justify-center rounded-2xl bg-white/50 text-brand">
          <Spinner size={28} />
        </span>
      ) : null}
    </>
  );
  if (!linked) {
    return <div className="relative">{picture}</div>;
  }
  return (
    <Link
      to={bannerTarget(banner)}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onOpen(banner);
      }}
      aria-busy={opening || undefined}
      className="relative block rounded-2xl shadow-sm ring-1 ring-black/5 transition hover:shadow-md focus-visible:outline-offset-4"
    >
      {picture}
    </Link>
  );
}

/**
 * Home: the banner slider (/Product/Banner). A banner opens its scheme, product, deep link or the
 * products mapped to it; with hideBannerMapping the mapped-products banners are pictures only.
 */
export function SchemeBannerSection() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const banners = useBanners();
  // Banners that arrive after the section shows mount in a background render that yields to the
  // browser (see ProductSlider); the placeholders stay until then.
  const shown = useDeferredValue(banners.data);
  const { open, openingId } = useOpenBanner();
  const hideMapping = config.data?.settings.flags.hideBannerMapping ?? false;
  const title = t('promotions.banners.title');
  const action = (
    <Link
      to="/ivy/promotions"
      className="inline-flex shrink-0 items-center gap-0.5 rounded-md text-sm font-semibold text-brand hover:underline"
    >
      {t('promotions.banners.allPromotions')}
      <ChevronRight size={16} aria-hidden="true" />
    </Link>
  );

  if (banners.isPending || (banners.isSuccess && shown === undefined)) {
    return (
      <SectionFrame title={title} action={action} testId="home-banners">
        <Placeholders
          count={3}
          className="aspect-[3/1] basis-[86%] md:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/3)]"
        />
      </SectionFrame>
    );
  }
  if (banners.isError) {
    return (
      <SectionFrame title={title} action={action} testId="home-banners">
        <ErrorState look="inline" error={banners.error} onRetry={() => void banners.refetch()} />
      </SectionFrame>
    );
  }
  if (!shown || shown.length === 0) return null;
  return (
    <SectionFrame title={title} action={action} testId="home-banners">
      <Slider
        label={title}
        items={shown}
        perView={3}
        itemKey={(b) => b.BannerId}
        renderItem={(banner) => (
          <BannerTile
            banner={banner}
            first={banner === shown[0]}
            linked={!(hideMapping && opensMappedProducts(banner))}
            opening={openingId === banner.BannerId}
            onOpen={(b) => void open(b)}
          />
        )}
      />
    </SectionFrame>
  );
}

/**
 * One offer: the discount and the price after it. A line asked in FOC mode (IsFree 1) is free of
 * charge and gets no discount, so it says so instead (docs/decisions/062).
 */
function OfferTile({ line }: { line: TDiscountLine }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { Discount: discount } = line;
  const free = line.IsFree === 1;
  const badge = free
    ? t('promotions.offers.freeTrial')
    : discount.DiscountType === 'PCT'
      ? t('promotions.offers.percentOff', { value: discount.DiscountValue })
      : t('promotions.offers.amountOff', { amount: money(discount.DiscountValue) });
  return (
    <Link
      to={`/ivy/product/${line.ProductId}`}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition hover:shadow-md"
    >
      <span className="relative block bg-slate-50">
        <img
          src={line.ImageUrl}
          alt=""
          width={320}
          height={320}
          loading="lazy"
          decoding="async"
          className="mx-auto aspect-[4/3] w-full object-contain p-3 transition-transform group-hover:scale-[1.03]"
        />
        <span
          className={`absolute top-2 left-2 rounded-full px-2.5 py-1 text-xs font-bold text-white shadow ${free ? 'bg-amber-700' : 'bg-red-600'}`}
        >
          {badge}
        </span>
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3" data-testid="offer-tile" data-free={free}>
        <span className="line-clamp-2 text-sm font-semibold text-slate-900">{line.ProductName}</span>
        <span className="line-clamp-1 text-xs text-slate-500">
          {free ? t('cart.focMode.freeLine') : discount.DiscountName}
        </span>
        <span className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="text-base font-bold text-slate-900">
            {free ? t('cart.focMode.free') : money(line.DiscountedPrice)}
          </span>
          <span className="text-xs text-slate-500 line-through">
            <span className="sr-only">{t('promotions.offers.was')} </span>
            {money(line.BuyPrice)}
          </span>
        </span>
      </span>
    </Link>
  );
}

/**
 * Home: the offer zone, products with a running discount (/Product/GetProductDiscountList); in FOC
 * mode those of them offered free of charge.
 */
export function OfferZoneSection() {
  const { t } = useTranslation();
  const offers = useOfferZone();
  const shown = useDeferredValue(offers.data);
  const title = t('promotions.offers.title');
  // Below the fold the tiles wait for the retailer to scroll towards them (lib/near-viewport).
  const [sectionRef, near] = useNearViewport<HTMLElement>();

  if (offers.isPending || !near || (offers.isSuccess && shown === undefined)) {
    return (
      <SectionFrame title={title} testId="home-offer-zone" sectionRef={sectionRef}>
        <Placeholders
          count={4}
          className="h-72 basis-[72%] sm:basis-[calc((100%-1rem)/2)] md:basis-[calc((100%-2rem)/3)] lg:basis-[calc((100%-3rem)/4)]"
        />
      </SectionFrame>
    );
  }
  if (offers.isError) {
    return (
      <SectionFrame title={title} testId="home-offer-zone" sectionRef={sectionRef}>
        <ErrorState look="inline" error={offers.error} onRetry={() => void offers.refetch()} />
      </SectionFrame>
    );
  }
  if (!shown || shown.length === 0) return null;
  return (
    <SectionFrame title={title} testId="home-offer-zone" sectionRef={sectionRef}>
      <Slider
        label={title}
        items={shown}
        perView={4}
        itemKey={(l) => l.ProductId}
        renderItem={(line) => <OfferTile line={line} />}
      />
    </SectionFrame>
  );
}
