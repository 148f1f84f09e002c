import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, onNewVersion, onSessionExpired } from '../../lib/api';
import { closeAllModals } from '../../lib/back-button';
import { notify } from '../../lib/notify';
import { rememberPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';

/** Forced logout leaves the message on screen this long before the sign-in page (spec: 1.5 s). */
const FORCED_LOGOUT_REDIRECT_MS = 1500;
/** A new version is announced, then the page reloads. */
const NEW_VERSION_RELOAD_MS = 3000;

/**
 * Session-wide answers of the server: E000 / EXP / E22 end the session (the message shows once,
 * the current path is remembered for the next sign-in), E_INVALID_VERSION reloads the app.
 * Answers whether the session is ending, so the screen can stop showing (and repeating) the error.
 */
export function useShellEvents(): { ending: boolean } {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tRef = useRef(t);
  tRef.current = t;
  const ending = useRef(false);
  const [endingState, setEnding] = useState(false);
  const reloading = useRef(false);

  useEffect(() => {
    const offExpired = onSessionExpired((error) => {
      if (ending.current) return;
      ending.current = true;
      setEnding(true);
      notify.error(errorMessage(error, tRef.current));
      rememberPath(`${window.location.pathname}${window.location.search}`);
      setTimeout(() => {
        void (async () => {
          await closeAllModals();
          // Without a token the access guard sends the browser to '/' (and keeps the path).
          await useSession.getState().signOut();
          queryClient.clear();
        })();
      }, FORCED_LOGOUT_REDIRECT_MS);
    });
    const offVersion = onNewVersion((error) => {
      if (reloading.current) return;
      reloading.current = true;
      notify.info(errorMessage(error, tRef.current));
      setTimeout(() => window.location.reload(), NEW_VERSION_RELOAD_MS);
    });
    return () => {
      offExpired();
      offVersion();
    };
  }, [queryClient]);
  return { ending: endingState };
}
