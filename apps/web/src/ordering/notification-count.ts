/**
 * The one notification call the app shell makes: the unread count on the header's bell and the
 * drawer's Notifications entry (spec: badge capped at 99). A pushed notification (the service
 * worker's message, public/push-sw.js) asks it again. The notification screen lives in
 * features/notifications and refreshes it after marking read (NOTIFICATIONS_KEY).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from '../lib/api';
import { useSession } from '../lib/session';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const countKey = ['notifications', 'count'] as const;

export function useNotificationCount(enabled: boolean) {
  const token = useSession((s) => s.token);
  const client = useQueryClient();
  useEffect(() => {
    const sw = navigator.serviceWorker;
    if (!enabled || !sw) return;
    const refresh = (e: MessageEvent) => {
      if (e.data?.type === 'restock:notification')
        void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    };
    sw.addEventListener('message', refresh);
    return () => sw.removeEventListener('message', refresh);
  }, [client, enabled]);
  return useQuery({
    queryKey: countKey,
    enabled: enabled && !!token,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      Number(
        (await apiCall<{ Count: number }>('/Notification/NotificationCount', {}, { signal })).data.Count,
      ) || 0,
  });
}
