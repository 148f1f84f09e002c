import type { TDistributor } from '@restock/domain/contracts/distributor';
import { type ReactNode, useCallback, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/ui/spinner';
import { useDistributors, useSwitchDistributor } from '../../features/distributors/api';
import { DistributorSelectModal } from '../../features/distributors/DistributorSelectModal';
import { useLogout } from '../../features/settings/logout';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { pageConfig } from '../../lib/page-config';
import { useSession } from '../../lib/session';
import { FullPageError } from './FullPageState';

/** Without a default distributor the retailer cannot order: the message shows, then sign-out (spec: 1 s). */
const NO_DEFAULT_LOGOUT_MS = 1000;

/**
 * Nothing of the signed-in area shows before a distributor is selected. After a fresh sign-in
 * (no distributor in the session) the retailer chooses when several are mapped, or always when the
 * client asks on every login; a single distributor is selected silently. A distributor that is no
 * longer mapped counts as none.
 */
export function DistributorGate({
  askEveryLogin,
  children,
}: {
  askEveryLogin: boolean;
  children(list: TDistributor[]): ReactNode;
}) {
  const { t } = useTranslation();
  const list = useDistributors();
  const selected = useSession((s) => s.selectedDistributor);
  const setDistributor = useSession((s) => s.setDistributor);
  const logout = useLogout();
  const switchDistributor = useSwitchDistributor();

  const distributors = list.data;
  const hasDefault = !!distributors?.some((d) => d.IsDefault);
  const current = selected ? distributors?.find((d) => d.dId === selected.dId) : undefined;
  const needsChoice = !!distributors && hasDefault && !current;
  const showModal = needsChoice && (distributors.length > 1 || askEveryLogin);
  const selectSilently = needsChoice && !showModal;

  // The signed-in area (header and screen) mounts in a background render that yields to the
  // browser every few milliseconds, not in one long task: the loader stays until it is ready.
  const shownReady = useDeferredValue(!!current, false);

  // No default distributor: say so, then sign out.
  const leaving = useRef(false);
  const noDefault = !!distributors && !hasDefault;
  useEffect(() => {
    if (!noDefault || leaving.current) return;
    leaving.current = true;
    notify.error(t('distributor.noDefaultDistributorMapped'));
    setTimeout(() => void logout(), NO_DEFAULT_LOGOUT_MS);
  }, [noDefault, logout, t]);

  // Exactly one distributor: select it without asking.
  const { mutate } = switchDistributor;
  const only = selectSilently ? distributors[0] : undefined;
  const selectOnly = useCallback(() => {
    if (only) mutate({ dId: only.dId, ClearCart: false, IsFromLogin: true });
  }, [only, mutate]);
  const attempted = useRef<number | null>(null);
  useEffect(() => {
    if (!only || attempted.current === only.dId) return;
    attempted.current = only.dId;
    selectOnly();
  }, [only, selectOnly]);

  // The session keeps the name too: follow a rename on the server.
  useEffect(() => {
    if (current && selected && current.dName !== selected.dName)
      void setDistributor({ dId: current.dId, dName: current.dName });
  }, [current, selected, setDistributor]);

  if (list.isError) {
    return (
      <FullPageError
        message={errorMessage(list.error, t)}
        onRetry={() => void list.refetch()}
        onSignOut={() => void logout()}
      />
    );
  }
  if (selectSilently && switchDistributor.isError) {
    return (
      <FullPageError
        message={errorMessage(switchDistributor.error, t)}
        onRetry={selectOnly}
        onSignOut={() => void logout()}
      />
    );
  }
  if (showModal) {
    return (
      <div className="min-h-dvh bg-slate-50">
        <div className="flex h-14 items-center gap-2 bg-brand px-4 text-white md:h-16">
          <img src={pageConfig().logoUrl} alt="" className="size-8 rounded-lg" />
          <span className="text-lg font-bold tracking-tight">{pageConfig().appName}</span>
        </div>
        <DistributorSelectModal distributors={distributors} onSignOut={() => void logout()} />
      </div>
    );
  }
  if (!distributors || !hasDefault || !current || !shownReady)
    return <PageLoader label={t('common.loading')} />;
  return children(distributors);
}
