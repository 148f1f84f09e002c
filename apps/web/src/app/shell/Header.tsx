import type { TDistributor } from '@restock/domain/contracts/distributor';
import { Bell, Heart, Menu, Search, ShoppingCart, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBadge, type CountKind } from '../../components/ui/count-badge';
import { pageConfig } from '../../lib/page-config';
import { DistributorSwitcher } from './DistributorSwitcher';

export interface HeaderProps {
  retailerName: string;
  distributor: TDistributor;
  distributorCount: number;
  hasMenu(code: string): boolean;
  counts: Partial<Record<CountKind, number>>;
  /** The order summary shows no menu and no icons (spec). */
  minimal: boolean;
  onOpenMenu(): void;
  onOpenSearch(): void;
}

const iconButton =
  'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white hover:bg-black/15';

function IconLink({
  to,
  label,
  children,
  badge,
}: {
  to: string;
  label: string;
  children: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <Link to={to} aria-label={label} title={label} className={iconButton}>
      {children}
      {badge ? <span className="absolute -top-0.5 -right-0.5">{badge}</span> : null}
    </Link>
  );
}

/** Header of the signed-in area: one bar on desktop, a bar plus a distributor strip on phones. */
export function Header(props: HeaderProps) {
  const { t } = useTranslation();
  const { retailerName, distributor, distributorCount, hasMenu, counts, minimal, onOpenMenu, onOpenSearch } =
    props;
  const { appName, logoUrl } = pageConfig();
  const homeTarget = hasMenu('HomePage') ? '/ivy/home' : '/ivy/productList';
  const canManage = hasMenu('ManageDistributors');
  const profileEnabled = hasMenu('RetailerProfile');

  const badge = (kind: CountKind) => (
    <CountBadge kind={kind} count={counts[kind]} className="ring-2 ring-brand" />
  );
  const cartLabel =
    counts.cart === undefined
      ? t('shell.header.cart')
      : t('shell.header.cartWithCount', { count: counts.cart });
  const bellLabel =
    counts.notifications === undefined
      ? t('shell.header.notifications')
      : t('shell.header.notificationsWithCount', { count: counts.notifications });

  const icons = (
    <>
      {hasMenu('FavouriteProducts') ? (
        <IconLink to="/ivy/favProducts" label={t('shell.header.favourites')}>
          <Heart size={21} aria-hidden="true" />
        </IconLink>
      ) : null}
      {hasMenu('Notifications') ? (
        <IconLink to="/ivy/notification" label={bellLabel} badge={badge('notifications')}>
          <Bell size={21} aria-hidden="true" />
        </IconLink>
      ) : null}
      <IconLink to="/ivy/viewCart" label={cartLabel} badge={badge('cart')}>
        <ShoppingCart size={21} aria-hidden="true" />
      </IconLink>
    </>
  );

  const retailer = profileEnabled ? (
    <Link
      to="/ivy/profile"
      className="flex min-w-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-white hover:bg-black/15"
      data-testid="header-retailer"
    >
      <UserRound size={18} aria-hidden="true" className="shrink-0" />
      <span className="truncate">{retailerName}</span>
    </Link>
  ) : (
    <span
      className="flex min-w-0 items-center gap-1.5 px-2 text-sm font-medium text-white"
      data-testid="header-retailer"
    >
      <UserRound size={18} aria-hidden="true" className="shrink-0" />
      <span className="truncate">{retailerName}</span>
    </span>
  );

  return (
    <header className="sticky top-0 z-30 bg-brand text-white shadow-md print:hidden">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-2 md:h-16 md:gap-3 md:px-4">
        {minimal ? null : (
          <button
            type="button"
            onClick={onOpenMenu}
            aria-label={t('shell.header.openMenu')}
            className={iconButton}
          >
            <Menu size={24} aria-hidden="true" />
          </button>
        )}
        <Link
          to={homeTarget}
          className="flex shrink-0 items-center gap-2 rounded-lg px-1 py-1"
          aria-label={t('shell.header.home', { appName })}
        >
          <img src={logoUrl} alt="" className="size-8 rounded-lg bg-white/10 md:size-9" />
          <span className="text-lg font-bold tracking-tight">{appName}</span>
        </Link>
        <div className="ml-2 hidden min-w-0 md:block">
          <DistributorSwitcher
            current={distributor}
            count={distributorCount}
            canManage={canManage && !minimal}
          />
        </div>
        <div className="flex-1" />
        {minimal ? null : (
          <>
            <button
              type="button"
              onClick={onOpenSearch}
              className="hidden h-10 w-full max-w-sm items-center gap-2 rounded-full bg-white px-4 text-sm text-slate-500 shadow-inner hover:bg-slate-50 md:flex"
            >
              <Search size={18} aria-hidden="true" className="text-brand" />
              {t('shell.search.placeholder')}
            </button>
            <button
              type="button"
              onClick={onOpenSearch}
              aria-label={t('shell.search.open')}
              className={`${iconButton} md:hidden`}
            >
              <Search size={21} aria-hidden="true" />
            </button>
            <div className="hidden max-w-48 min-w-0 lg:flex">{retailer}</div>
            <div className="flex items-center">{icons}</div>
          </>
        )}
      </div>
      <div className="flex h-10 items-center gap-2 border-t border-white/15 px-2 md:hidden">
        <DistributorSwitcher
          current={distributor}
          count={distributorCount}
          canManage={canManage && !minimal}
          compact
        />
        <div className="flex max-w-[42%] min-w-0 justify-end">{retailer}</div>
      </div>
    </header>
  );
}
