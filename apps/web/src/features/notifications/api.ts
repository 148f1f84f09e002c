/**
 * The notification screen's server state (contracts/notifications; decision 109): the list page
 * by page in date order, marking read (which refreshes the shell's count), and the Web Push
 * subscription (push.ts).
 */
import { type NotificationSort, ZNotification } from '@restock/domain/contracts/notifications';
import type { NotificationLanguage } from '@restock/domain/rules/notification-text';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../lib/api';
import { findPage, nextPage } from '../../lib/paged-call';
import { NOTIFICATIONS_KEY } from '../../ordering/notification-count';

export const NOTIFICATION_PAGE_SIZE = 20;

/** The list in `language`: the server writes each text in it (decision 123). */
export function useNotifications(sort: NotificationSort, language: NotificationLanguage) {
  return useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list', sort, language],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      findPage(
        '/Notification/NotificationDetail',
        { Sort: sort, Language: language },
        ZNotification,
        pageParam,
        NOTIFICATION_PAGE_SIZE,
        signal,
      ),
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

/** Marks notifications read; the bell's count comes back with the answer. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (
        await apiCall(
          '/Notification/NotificationStatus',
          { Ids: ids },
          {
            schema: z.object({ Count: z.number() }),
          },
        )
      ).data,
    onSuccess: ({ Count }) => client.setQueryData([...NOTIFICATIONS_KEY, 'count'], Count),
  });
}
