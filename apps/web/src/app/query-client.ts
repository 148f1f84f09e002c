import { onlineManager, QueryClient } from '@tanstack/react-query';
import { didNotGetThrough } from '../lib/network-state';

/**
 * Server state of the logged-in area (decision 124). A read that did not get through is retried
 * with exponential backoff (0.5 s, 1 s, 2 s, then 4 s, with jitter), three times; a coded answer
 * (4xx, a business error) never is. While the browser is offline the retries wait for the network
 * (TanStack Query's online mode) instead of failing. Writes are never retried here: order and
 * return submits carry an idempotency key and are retried by their own code.
 * The shell mounts the provider, so the login page does not load it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => didNotGetThrough(error) && count < 3,
      retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000) * (0.75 + Math.random() / 2),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

// TanStack Query starts out believing it is online (then follows the online and offline events): an
// app opened without a network would send every read, fail it and show errors over the kept
// answers. Started offline, the reads wait for the network instead (decision 124).
onlineManager.setOnline(navigator.onLine);
