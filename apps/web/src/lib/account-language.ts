/**
 * The language kept on the retailer's account (decision 106): the app saves the one the retailer
 * picks, and a sign-in on another device opens in it. The server sends it with the signed-in user
 * (`user.language`); this device's copy of the user is kept in step so an older sign-in elsewhere
 * never switches this device back.
 */
import { useEffect } from 'react';
import { apiCall } from './api';
import { changeLanguage, clientLanguages, i18next, isSupportedLanguage, type Language } from './i18n';
import { useSession } from './session';

/** Saves the language on the account and on this device's copy of the user. */
export async function saveAccountLanguage(lang: Language): Promise<void> {
  await apiCall('/Retailer/UpdateLanguage', { Language: lang });
  const { user, setUser } = useSession.getState();
  if (user && user.language !== lang) await setUser({ ...user, language: lang });
}

/**
 * Once per signed-in user: the account's language, when it has one this client offers, becomes
 * this device's; an account without one takes the language chosen on this device, if any.
 */
export function useAccountLanguage(): void {
  const user = useSession((s) => s.user);
  useEffect(() => {
    if (!user) return;
    const saved = user.language;
    if (saved && isSupportedLanguage(saved) && clientLanguages().includes(saved)) {
      if (saved === i18next.language) return;
      void changeLanguage(saved)
        .then(() => useSession.getState().setLanguage(saved))
        .catch(() => {});
      return;
    }
    const chosen = useSession.getState().language;
    if (!saved && isSupportedLanguage(chosen) && clientLanguages().includes(chosen)) {
      void saveAccountLanguage(chosen).catch(() => {});
    }
  }, [user]);
}
