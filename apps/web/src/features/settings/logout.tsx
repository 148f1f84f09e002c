import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { apiCall } from '../../lib/api';
import { closeAllModals } from '../../lib/back-button';
import { takeRememberedPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';

const LOGOUT_REDIRECT_MS = 500;

/**
 * Ends the session: tells the server (a failure does not keep anyone signed in), clears the
 * session except the language, and drops the cached server data of this retailer. The access
 * guard then sends the browser to '/'. A deliberate sign-out reopens nothing after the next
 * sign-in, so the path the guard remembers is dropped.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const signOut = useSession((s) => s.signOut);
  return useCallback(async () => {
    const started = Date.now();
    await apiCall('/Login/Logout', {}).catch(() => undefined);
    const wait = LOGOUT_REDIRECT_MS - (Date.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await closeAllModals();
    await signOut();
    takeRememberedPath();
    queryClient.clear();
  }, [queryClient, signOut]);
}

/** The confirmation before signing out. */
export function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={t('shell.logout.title')}
      description={t('shell.logout.confirmation')}
      closeLabel={t('common.close')}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="danger"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void logout();
          }}
        >
          <LogOut size={16} aria-hidden="true" />
          {t('shell.logout.action')}
        </Button>
      </div>
    </Dialog>
  );
}
