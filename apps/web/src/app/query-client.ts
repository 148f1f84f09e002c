import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

/**
 * Server state of the logged-in area. A coded business error (4xx) is not retried; a network or
 * server failure is, twice. The shell mounts the provider, so the login page does not load it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
