import type { TAuthUser } from '@restock/domain/contracts/login';
import { create } from 'zustand';
import { readSecure, removeSecure, writeSecure } from './secure-storage';
import { markSignedIn } from './signed-in-hint';

export interface SelectedDistributor {
  dId: number;
  dName: string;
}

interface SessionState {
  hydrated: boolean;
  /** Full session token; persisted encrypted. */
  token: string | null;
  user: TAuthUser | null;
  selectedDistributor: SelectedDistributor | null;
  language: string | null;
  /** A sign-in that still owes a step: kept in memory only, never persisted. */
  tempToken: string | null;
  tempUser: TAuthUser | null;
  hydrate(): Promise<void>;
  signIn(token: string, user: TAuthUser): Promise<void>;
  setTemp(token: string | null, user: TAuthUser | null): void;
  setUser(user: TAuthUser): Promise<void>;
  setDistributor(distributor: SelectedDistributor | null): Promise<void>;
  setLanguage(language: string): Promise<void>;
  /** Clears everything except the language. */
  signOut(): Promise<void>;
}

export const useSession = create<SessionState>()((setState, getState) => ({
  hydrated: false,
  token: null,
  user: null,
  selectedDistributor: null,
  language: null,
  tempToken: null,
  tempUser: null,
  async hydrate() {
    const [token, user, selectedDistributor, language] = await Promise.all([
      readSecure<string>('token'),
      readSecure<TAuthUser>('user'),
      readSecure<SelectedDistributor>('selectedWholesaler'),
      readSecure<string>('defaultLang'),
    ]);
    setState({
      hydrated: true,
      token: token ?? null,
      user: user ?? null,
      selectedDistributor: selectedDistributor ?? null,
      language: language ?? null,
    });
    markSignedIn(Boolean(token));
  },
  async signIn(token, user) {
    setState({ token, user, tempToken: null, tempUser: null });
    await Promise.all([writeSecure('token', token), writeSecure('user', user)]);
    markSignedIn(true);
  },
  setTemp(tempToken, tempUser) {
    setState({ tempToken, tempUser });
  },
  async setUser(user) {
    setState({ user });
    await writeSecure('user', user);
  },
  async setDistributor(selectedDistributor) {
    setState({ selectedDistributor });
    if (selectedDistributor) await writeSecure('selectedWholesaler', selectedDistributor);
    else await removeSecure('selectedWholesaler');
  },
  async setLanguage(language) {
    setState({ language });
    await writeSecure('defaultLang', language);
  },
  async signOut() {
    const { language } = getState();
    setState({
      token: null,
      user: null,
      selectedDistributor: null,
      tempToken: null,
      tempUser: null,
      language,
    });
    markSignedIn(false);
    // The answers kept for an offline start (lib/offline-cache.ts), the cart edits not yet sent
    // (ordering/cart-outbox.ts) and the order waiting to be sent go with the session (decision 124).
    await Promise.all(
      ['token', 'user', 'selectedWholesaler', 'queryCache', 'cartOutbox', 'orderQueue'].map((name) =>
        removeSecure(name),
      ),
    );
  },
}));

/** The selected distributor's id (0 before one is chosen): the screens' query keys carry it. */
export function useDistributorId(): number {
  return useSession((s) => s.selectedDistributor?.dId ?? 0);
}
