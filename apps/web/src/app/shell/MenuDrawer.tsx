import type { TMenuEntry } from '@restock/domain/contracts/appconfig';
import { Download, LogOut, Share, SquarePlus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { CountBadge, type CountKind } from '../../components/ui/count-badge';
import { Dialog } from '../../components/ui/dialog';
import { Drawer } from '../../components/ui/drawer';
import { MenuIcon } from '../../components/ui/menu-icon';
import { LogoutDialog } from '../../features/settings/logout';
import { APP_VERSION } from '../../lib/app-version';
import { promptInstall, useInstallState } from '../../lib/pwa';
import { COUNT_OF_MENU } from './counts';

/** Spec: the menu drawer is 250 px wide. */
export const DRAWER_WIDTH = 250;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

const itemClass = 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium';

/**
 * The menu: the server's entries (sorted by Seq, each a translation code, target and icon) with
 * their counts, then add-to-home-screen (iOS, or installable and not installed) and sign-out.
 */
export function MenuDrawer({
  open,
  onOpenChange,
  menus,
  retailerName,
  distributorName,
  profileEnabled,
  offerInstall,
  counts,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  menus: TMenuEntry[];
  retailerName: string;
  distributorName: string;
  profileEnabled: boolean;
  /** The client's customAddToHomeScreen setting. */
  offerInstall: boolean;
  counts: Partial<Record<CountKind, number>>;
}) {
  const { t } = useTranslation();
  const install = useInstallState();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [iosHintOpen, setIosHintOpen] = useState(false);
  const showInstall = offerInstall && !install.installed && (install.showIosHint || install.canPrompt);
  const close = () => onOpenChange(false);

  const name = (
    <span className="block truncate text-base font-semibold" data-testid="drawer-retailer">
      {retailerName}
    </span>
  );

  const header = (
    <div className="bg-brand px-4 pt-4 pb-4 text-white">
      <div className="flex items-start justify-between">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-white text-lg font-bold text-brand"
        >
          {initials(retailerName)}
        </span>
        <button
          type="button"
          onClick={close}
          aria-label={t('common.close')}
          className="-m-1 rounded-full p-2 hover:bg-black/15"
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <div className="mt-3">
        {profileEnabled ? (
          <Link to="/ivy/profile" replace className="block rounded hover:underline">
            {name}
          </Link>
        ) : (
          name
        )}
        <span className="mt-0.5 block truncate text-xs text-white">{distributorName}</span>
      </div>
    </div>
  );

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('shell.drawer.title')}
      header={header}
      width={DRAWER_WIDTH}
      closeLabel={t('common.close')}
    >
      <nav aria-label={t('shell.drawer.navigation')} className="px-2 py-2">
        <ul className="space-y-0.5">
          {menus.map((entry) => {
            const kind = COUNT_OF_MENU[entry.TCode];
            const label = t(entry.LCode, { defaultValue: entry.TCode });
            return (
              <li key={entry.TCode}>
                {/*
                  replace: the drawer's own history entry becomes the new page, so back does not reopen
                  it; the shell closes the drawer when the location changes (closing here first would
                  pop that entry and race with the navigation).
                */}
                <NavLink
                  to={`/ivy/${entry.Target}`}
                  replace
                  className={({ isActive }) =>
                    `${itemClass} ${isActive ? 'bg-brand-210 text-brand' : 'text-slate-700 hover:bg-slate-100'}`
                  }
                >
                  <MenuIcon name={entry.Icon} size={20} className="shrink-0" />
                  <span className="min-w-0 flex-1 truncate">{label}</span>
                  {kind ? <CountBadge kind={kind} count={counts[kind]} /> : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mx-2 space-y-0.5 border-t border-slate-200 py-2">
        {showInstall ? (
          <button
            type="button"
            className={`${itemClass} text-slate-700 hover:bg-slate-100`}
            onClick={() => {
              if (install.canPrompt) void promptInstall();
              else setIosHintOpen(true);
            }}
          >
            <Download size={20} aria-hidden="true" className="shrink-0" />
            {t('shell.install.action')}
          </button>
        ) : null}
        <button
          type="button"
          className={`${itemClass} text-red-700 hover:bg-red-50`}
          onClick={() => setLogoutOpen(true)}
        >
          <LogOut size={20} aria-hidden="true" className="shrink-0" />
          {t('shell.logout.action')}
        </button>
      </div>
      <p className="px-5 pt-1 pb-4 text-xs text-slate-400">
        {t('shell.drawer.version', { version: APP_VERSION })}
      </p>

      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
      <Dialog
        open={iosHintOpen}
        onOpenChange={setIosHintOpen}
        title={t('shell.install.iosTitle')}
        closeLabel={t('common.close')}
      >
        <ol className="space-y-3 text-sm text-slate-700">
          <li className="flex items-center gap-3">
            <Share size={20} aria-hidden="true" className="shrink-0 text-brand" />
            {t('shell.install.iosStep1')}
          </li>
          <li className="flex items-center gap-3">
            <SquarePlus size={20} aria-hidden="true" className="shrink-0 text-brand" />
            {t('shell.install.iosStep2')}
          </li>
        </ol>
        <div className="mt-5 flex justify-end">
          <Button onClick={() => setIosHintOpen(false)}>{t('common.ok')}</Button>
        </div>
      </Dialog>
    </Drawer>
  );
}
