import type { TMenuEntry } from '@restock/domain/contracts/appconfig';
import type { TDistributor } from '@restock/domain/contracts/distributor';
import { ArrowLeftRight, Building2, ChevronRight, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { MenuIcon } from '../../components/ui/menu-icon';
import { useAppConfig } from '../../lib/app-config';
import { formatLongDay } from '../../lib/format';
import { useSession } from '../../lib/session';
import { FocModeBar } from '../../ordering/foc/FocModeSwitch';
import { useFocMode } from '../../ordering/foc-mode';
import { CategorySection, ProductSliderSection } from './sections';

/** What the shell passes to its screens (app/shell ShellOutletContext). */
interface ShellData {
  distributor?: TDistributor;
  distributors?: TDistributor[];
}

type Group = 'order' | 'returns' | 'money' | 'more';
const GROUP_OF: Record<string, Group> = {
  Products: 'order',
  Cart: 'order',
  Orders: 'order',
  FavouriteProducts: 'order',
  SmartListProducts: 'order',
  QpsScheme: 'order',
  CancelOrder: 'order',
  OrderStatusDelivery: 'order',
  SalesReturn: 'returns',
  SalesReturnHistory: 'returns',
  ExchangeReturn: 'returns',
  Complaints: 'returns',
  MyRewards: 'money',
  IvyPayment: 'money',
  RetailerLedger: 'money',
  KpiDashboard: 'money',
  StoreDashboard: 'money',
};
const GROUPS: Group[] = ['order', 'returns', 'money', 'more'];

function greetingKey(hour: number): string {
  if (hour < 12) return 'home.greeting.morning';
  if (hour < 17) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}

function DistributorPanel({
  distributor,
  count,
  canManage,
}: {
  distributor: TDistributor;
  count: number;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('home.distributor.title')}
      className="rounded-2xl bg-white/95 p-4 text-slate-900 shadow-lg ring-1 ring-black/5 md:w-96 md:shrink-0"
      data-testid="home-distributor"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-210 text-brand"
        >
          <Building2 size={20} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('home.distributor.title')}
          </p>
          <p className="truncate font-semibold">{distributor.dName}</p>
        </div>
      </div>
      <div className="mt-3 space-y-1.5 text-sm text-slate-600">
        {distributor.address ? (
          <p className="flex gap-2">
            <MapPin size={15} aria-hidden="true" className="mt-0.5 shrink-0" />
            <span>{distributor.address}</span>
          </p>
        ) : null}
        {distributor.phone ? (
          <p className="flex gap-2">
            <Phone size={15} aria-hidden="true" className="mt-0.5 shrink-0" />
            <a
              className="font-medium text-brand hover:underline"
              href={`tel:${distributor.phone.replace(/[^\d+]/g, '')}`}
            >
              {distributor.phone}
            </a>
          </p>
        ) : null}
      </div>
      {canManage && count > 1 ? (
        <Link
          to="/ivy/manageDistributors"
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
        >
          <ArrowLeftRight size={15} aria-hidden="true" />
          {t('home.distributor.switch', { count })}
        </Link>
      ) : null}
    </section>
  );
}

function Tile({ entry }: { entry: TMenuEntry }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={`/ivy/${entry.Target}`}
        className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white px-2 py-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand hover:shadow-md sm:flex-row sm:gap-3 sm:px-4 sm:text-left"
      >
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-210 text-brand transition group-hover:bg-brand group-hover:text-white"
        >
          <MenuIcon name={entry.Icon} size={22} />
        </span>
        <span className="text-xs leading-tight font-medium text-slate-800 sm:text-sm">
          {t(entry.LCode, { defaultValue: entry.TCode })}
        </span>
      </Link>
    </li>
  );
}

/** Home's own sections settings.homePageSections may list. */
const HOME_SECTIONS: Record<string, () => ReactNode> = {
  Category: () => <CategorySection />,
  Recommended: () => <ProductSliderSection kind="recommended" />,
  BestSelling: () => <ProductSliderSection kind="bestSelling" />,
};

/**
 * Sections another feature draws on the home page (the promotions' SchemeBanner and OfferZone),
 * given by the screen that composes home (app/screens/HomePage.tsx), so home imports no feature.
 */
export type HomeSections = Record<string, () => ReactNode>;

/**
 * Sections of paid offers (the banners, mostly schemes): not shown in FOC mode, whose free lines get
 * no scheme (docs/decisions/058). The offer zone stays: in FOC mode it lists its products offered
 * free of charge (docs/decisions/062).
 */
const PAID_ONLY_SECTIONS = new Set(['SchemeBanner']);

/**
 * Home: greeting and the distributor in use, then the sections of settings.homePageSections in
 * their order (unknown names are skipped). A client with no sections gets the menu as tiles.
 * With isEnableFoc the ordering mode's switch comes first; in FOC mode the category tiles, offer
 * zone and product sliders follow it and the banners (paid offers) are left out.
 */
export default function HomePage({ sections: extraSections = {} }: { sections?: HomeSections }) {
  const { t } = useTranslation();
  // The home sections settings.homePageSections may list, in the order it lists them.
  const SECTIONS: HomeSections = { ...HOME_SECTIONS, ...extraSections };
  const shell = useOutletContext<ShellData | undefined>();
  const config = useAppConfig().data;
  const retailerName = useSession((s) => s.user?.retailername ?? '');
  const now = new Date();
  const today = formatLongDay(now, t);
  const entries = (config?.menus ?? []).filter((m) => m.TCode !== 'HomePage');
  const foc = useFocMode();
  const configured = [...new Set(config?.settings.homePageSections ?? [])].filter((s) =>
    Object.hasOwn(SECTIONS, s),
  );
  const sections = foc ? configured.filter((s) => !PAID_ONLY_SECTIONS.has(s)) : configured;
  const grouped = GROUPS.map((g) => ({
    group: g,
    items: entries.filter((m) => (GROUP_OF[m.TCode] ?? 'more') === g),
  })).filter((g) => g.items.length > 0);

  return (
    <div className="space-y-8">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand to-[color-mix(in_oklab,var(--color-brand),black_25%)] p-5 text-white shadow-md sm:p-7">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-white/10"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-20 left-1/3 size-48 rounded-full bg-white/5"
        />
        <div className="relative flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-medium capitalize">{today}</p>
            <h1 className="mt-1 text-2xl leading-tight font-bold tracking-tight sm:text-3xl">
              {t(greetingKey(now.getHours()), { name: retailerName })}
            </h1>
            <p className="mt-2 max-w-xl text-sm sm:text-base">{t('home.intro')}</p>
          </div>
          {shell?.distributor ? (
            <DistributorPanel
              distributor={shell.distributor}
              count={shell.distributors?.length ?? 1}
              canManage={config?.hasMenu('ManageDistributors') ?? false}
            />
          ) : null}
        </div>
      </section>

      {configured.length > 0 ? (
        <FocModeBar focNote={t('cart.focMode.homeNote')} className="">
          <Link
            to="/ivy/productList"
            className="inline-flex items-center gap-0.5 text-sm font-semibold text-brand hover:underline"
            data-testid="foc-browse"
          >
            {t('cart.focMode.browseFoc')}
            <ChevronRight size={16} aria-hidden="true" />
          </Link>
        </FocModeBar>
      ) : null}

      {sections.map((name) => (
        // The banner sections scroll sideways; `relative overflow-x-clip` keeps anything positioned
        // inside them from widening the page.
        <div
          key={name}
          data-section={name}
          className={`[&>section]:mb-0 ${name === 'SchemeBanner' || name === 'OfferZone' ? 'relative overflow-x-clip' : ''}`}
        >
          {SECTIONS[name]!()}
        </div>
      ))}

      {configured.length === 0 &&
        grouped.map(({ group, items }) => (
          <section key={group} aria-labelledby={`home-group-${group}`}>
            <h2 id={`home-group-${group}`} className="mb-3 text-lg font-semibold text-slate-900">
              {t(`home.groups.${group}`)}
            </h2>
            <ul className="grid grid-cols-3 gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5">
              {items.map((m) => (
                <Tile key={m.TCode} entry={m} />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
