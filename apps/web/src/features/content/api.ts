/**
 * The support and content screens' server state (contracts/content; decision 104): the client's
 * helpline contacts, its digital content page by page (by kind), and one item by id. Media
 * addresses are signed by the server and open in img, video and a tags as they are.
 */
import { ZHelplineContact, ZMediaItem } from '@restock/domain/contracts/content';
import type { MediaKind } from '@restock/domain/rules/content';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../lib/api';

export const CONTENT_PAGE_SIZE = 12;

export const contentKeys = {
  helpline: ['content', 'helpline'] as const,
  list: (kind: MediaKind | '') => ['content', 'media', kind] as const,
  item: (id: number) => ['content', 'item', id] as const,
};

export function useHelpline() {
  return useQuery({
    queryKey: contentKeys.helpline,
    staleTime: 10 * 60 * 1000,
    queryFn: async ({ signal }) =>
      (await apiCall('/Principal/ContactHelpline', {}, { schema: z.array(ZHelplineContact), signal })).data,
  });
}

const ZMediaList = z.array(ZMediaItem);

export function useDigitalContent(kind: MediaKind | '') {
  return useInfiniteQuery({
    queryKey: contentKeys.list(kind),
    initialPageParam: 1,
    staleTime: 5 * 60 * 1000,
    queryFn: async ({ pageParam, signal }) => {
      const { data, envelope } = await apiCall(
        '/Product/DigitalContent',
        { Page: pageParam, PageSize: CONTENT_PAGE_SIZE, Kind: kind },
        { schema: ZMediaList, signal },
      );
      return { items: data, totalCount: envelope.TotalCount };
    },
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.items.length, 0);
      return shown < last.totalCount && last.items.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

/** One item (the viewer opened from an address), skipped while no id is asked. */
export function useDigitalContentItem(id: number | null) {
  return useQuery({
    queryKey: contentKeys.item(id ?? 0),
    enabled: id !== null,
    staleTime: 5 * 60 * 1000,
    queryFn: async ({ signal }) =>
      (await apiCall('/Product/DigitalContentDetail', { Id: id }, { schema: ZMediaItem, signal })).data,
  });
}
