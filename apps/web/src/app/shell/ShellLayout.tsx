import type { TDistributor } from '@restock/domain/contracts/distributor';
import type { TSurveyNotification } from '@restock/domain/contracts/survey';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatch } from 'react-router';
import { PageLoader } from '../../components/ui/spinner';
import { useDistributors } from '../../features/distributors/api';
import { useLogout } from '../../features/settings/logout';
import { useAccountLanguage } from '../../lib/account-language';
import { ApiError, errorMessage } from '../../lib/api';
import { type AppConfig, useAppConfig } from '../../lib/app-config';
import { withFeatureTexts } from '../../lib/i18n';
import { whenIdle } from '../../lib/idle';
import { isOnline, reportReached, subscribeNetwork } from '../../lib/network-state';
import { retryImport } from '../../lib/retry-import';
import { useSession } from '../../lib/session';
import { useCatalogueStore } from '../../ordering/pending-edits';
import { queryClient } from '../query-client';
import { useShellCounts } from './counts';
import { DistributorGate } from './DistributorGate';
import { requestDevicePosition } from './device-position';
import { FullPageError } from './FullPageState';
import { Header } from './Header';
import { useCloseSheetsOnNavigation } from './use-sheet-navigation';
import { useShellEvents } from './use-shell-events';

// Not on screen when a screen first shows: the sheets mount when first opened (their code loads
// while the browser is idle before that), the add-to-cart bar once a quantity is typed.
const loadMenuDrawer = () => import('./MenuDrawer');
const loadSearchDrawer = () => import('./SearchDrawer');
const MenuDrawer = lazy(retryImport(async () => ({ default: (await loadMenuDrawer()).MenuDrawer })));
const SearchDrawer = lazy(retryImport(async () => ({ default: (await loadSearchDrawer()).SearchDrawer })));
const AddToCartBar = lazy(
  retryImport(async () => ({ default: (await import('../../ordering/AddToCartBar')).AddToCartBar })),
);
const ScrollToTop = lazy(retryImport(() => import('./ScrollToTop')));
// The answers kept for offline use (decision 124): at once without a network, else after the first screen.
const OfflineKeeper = lazy(retryImport(() => import('./OfflineKeeper')));
const KEEPER_AFTER_MS = 4000;
// Its texts are in the app part: a part of their own grew the sign-in page's loader map.
const OfflineNotice = lazy(retryImport(() => import('./OfflineNotice')));
// The pending-survey modal (decision 108): its code and texts load only when a survey is pending.
const SurveyReminder = lazy(
  retryImport(() => withFeatureTexts('survey', import('../../features/survey/SurveyReminder'))),
);

/**
 * Whether the page has been scrolled since `enabled` (isEnableScrollToTop): the back-to-top button's
 * code loads only then, since a screen nobody scrolls never shows it.
 */
function useScrolledOnce(enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled || scrolled) return;
    const seen = () => setScrolled(true);
    window.addEventListener('scroll', seen, { passive: true, once: true });
    return () => window.removeEventListener('scroll', seen);
  }, [enabled, scrolled]);
  return enabled && scrolled;
}

/** What the shell hands to its screens through the outlet (see `useOutletContext`). */
export interface ShellOutletContext {
  distributor: TDistributor;
  distributors: TDistributor[];
}

/**
 * The signed-in area: server state, then settings and menu (a loader until they arrive), then the
 * distributor gate, then header, drawers and the screen. Started without a network, nothing is
 * drawn until the kept answers are in the cache (decision 124): then home shows at once, no loader.
 */
export default function ShellLayout() {
  const owner = useSession((s) => s.user?.retailerid ?? 0);
  const online = useNetwork();
  const [restoring, setRestoring] = useState(() => !online && owner > 0);
  const keeper = useOfflineKeeperWanted(online);
  const restored = useCallback(() => setRestoring(false), []);
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      {keeper && owner ? (
        <Suspense fallback={null}>
          <OfflineKeeper owner={owner} onRestored={restored} t={t} />
        </Suspense>
      ) : null}
      {restoring ? null : <Shell />}
    </QueryClientProvider>
  );
}

// A read that never reached the server marks the app offline at once (not after its retries); the
// next answer marks it online (decision 124).
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated') return;
  if (event.action.type === 'failed' && event.action.error instanceof ApiError)
    reportReached(event.action.error.status !== 0);
  else if (event.action.type === 'success') reportReached(true);
});

// Back online, every answer shown is re-asked: what was kept or fetched before the network went
// may be minutes old even where it is younger than its stale time (decision 124).
let wasOnline = isOnline();
subscribeNetwork(() => {
  const online = isOnline();
  if (online && !wasOnline) void queryClient.invalidateQueries();
  wasOnline = online;
});

function useNetwork(): boolean {
  return useSyncExternalStore(subscribeNetwork, isOnline);
}

/**
 * Whether the offline keeper's chunk is wanted (decision 124): at once without a network, else at
 * the first idle moment KEEPER_AFTER_MS after the shell started, out of the first screen's loads.
 * Once wanted, it stays.
 */
function useOfflineKeeperWanted(online: boolean): boolean {
  const [wanted, setWanted] = useState(!online);
  if (!online && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) return;
    let cancel = () => {};
    const timer = setTimeout(() => {
      cancel = whenIdle(() => setWanted(true));
    }, KEEPER_AFTER_MS);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [wanted]);
  return wanted;
}

function Shell() {
  const { t } = useTranslation();
  const config = useAppConfig();
  // Asked together with the settings (the gate reads the same query), not after them.
  useDistributors();
  const logout = useLogout();
  const { ending } = useShellEvents();
  useEffect(() => requestDevicePosition(), []);
  useAccountLanguage();

  // The session was ended by the server: the notice says so; the screens' own errors would repeat it.
  if (ending) return <PageLoader label={t('shell.signingOut')} />;
  if (config.isPending) return <PageLoader label={t('common.loading')} />;
  if (config.isError) {
    return (
      <FullPageError
        message={errorMessage(config.error, t)}
        onRetry={() => void config.refetch()}
        onSignOut={() => void logout()}
      />
    );
  }
  return (
    <DistributorGate askEveryLogin={config.data.settings.flags.askDistributorSelectionOnEveryLogin}>
      {(distributors) => <ShellFrame config={config.data} distributors={distributors} />}
    </DistributorGate>
  );
}

function ShellFrame({ config, distributors }: { config: AppConfig; distributors: TDistributor[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const landing = useMatch('/ivy');
  const user = useSession((s) => s.user);
  const selectedId = useSession((s) => s.selectedDistributor?.dId);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // A sheet stays mounted once opened (it restores focus and keeps its state when it closes).
  const [mounted, setMounted] = useState({ menu: false, search: false });
  const hasPending = useCatalogueStore((s) => Object.keys(s.pending).length > 0);
  const [cartBar, setCartBar] = useState(false);
  if (hasPending && !cartBar) setCartBar(true);
  const counts = useShellCounts(config.hasMenu('Notifications'));
  const online = useNetwork();
  const scrollToTop = useScrolledOnce(config.settings.flags.isEnableScrollToTop);
  // The start sequence's survey check, once the screen's own calls are out, not when the app
  // starts on a survey route (ordering-core section 4).
  const surveyCheck = config.settings.flags.isEnableSurveyReminder && config.hasMenu('Survey');
  const [surveys, setSurveys] = useState<TSurveyNotification[]>([]);
  useEffect(() => {
    if (!surveyCheck || /^\/ivy\/survey/i.test(window.location.pathname)) return;
    return whenIdle(() => {
      void import('../../features/survey/reminder-check')
        .then(async (m) => setSurveys(await m.pendingSurveys()))
        .catch(() => {});
    });
  }, [surveyCheck]);
  useEffect(
    () =>
      whenIdle(() => {
        void loadMenuDrawer();
        void loadSearchDrawer();
      }),
    [],
  );
  // The startup sequence's sales-return summary and reasons (ordering-core section 4), once the
  // screen's own calls are out; their code is the sales-return feature's small startup-queries
  // module, not its screens' calls.
  const salesReturn = config.settings.flags.isShowSalesReturn && config.hasMenu('SalesReturn');
  useEffect(() => {
    if (!salesReturn || !selectedId) return;
    return whenIdle(() => {
      void import('../../features/sales-return/startup-queries')
        .then((m) => m.prefetchReturnStart(queryClient))
        .catch(() => {});
    });
  }, [salesReturn, selectedId]);

  const closeSheets = useCallback(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, []);
  const sheetOpening = useCloseSheetsOnNavigation(closeSheets);

  // The gate renders this only with a mapped, selected distributor.
  const distributor = distributors.find((d) => d.dId === selectedId) ?? distributors[0]!;
  const retailerName = user?.retailername ?? '';
  const minimal = location.pathname.toLowerCase() === '/ivy/viewcart';
  // One object per distributor change: the screens read it (useOutletContext) and would otherwise
  // render again, cards and all, whenever the header's counts arrive.
  const outlet = useMemo<ShellOutletContext>(
    () => ({ distributor, distributors }),
    [distributor, distributors],
  );

  // '/ivy' only works out the landing screen and replaces itself with it: no header or sheets
  // before that screen shows (a sheet opened at '/ivy' would meet the landing navigation).
  if (landing) return <Outlet context={outlet} />;

  return (
    <div className="flex min-h-dvh flex-col">
      <button
        type="button"
        onClick={() => document.getElementById('main')?.focus()}
        className="sr-only z-50 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skipToContent')}
      </button>
      <Header
        retailerName={retailerName}
        distributor={distributor}
        distributorCount={distributors.length}
        hasMenu={config.hasMenu}
        counts={counts}
        minimal={minimal}
        onOpenMenu={() => {
          sheetOpening();
          setMounted((m) => ({ ...m, menu: true }));
          setMenuOpen(true);
        }}
        onOpenSearch={() => {
          sheetOpening();
          setMounted((m) => ({ ...m, search: true }));
          setSearchOpen(true);
        }}
      />
      {online ? null : (
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
      )}
      {/* The order waiting to be sent shows here (features/cart/checkout/QueuedOrderCard.tsx). */}
      <div id="queued-order-slot" />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-5 outline-none md:px-6 md:py-8"
      >
        <Outlet context={outlet} />
      </main>
      {cartBar ? (
        <Suspense fallback={null}>
          <AddToCartBar />
        </Suspense>
      ) : null}
      {scrollToTop ? (
        <Suspense fallback={null}>
          <ScrollToTop />
        </Suspense>
      ) : null}
      {surveys.length > 0 ? (
        <Suspense fallback={null}>
          <SurveyReminder surveys={surveys} onClose={() => setSurveys([])} />
        </Suspense>
      ) : null}
      {mounted.menu ? (
        <Suspense fallback={null}>
          <MenuDrawer
            open={menuOpen}
            onOpenChange={setMenuOpen}
            menus={config.menus}
            retailerName={retailerName}
            distributorName={distributor.dName}
            profileEnabled={config.hasMenu('RetailerProfile')}
            offerInstall={config.settings.flags.customAddToHomeScreen}
            counts={counts}
          />
        </Suspense>
      ) : null}
      {mounted.search ? (
        <Suspense fallback={null}>
          <SearchDrawer open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
