/**
 * The paged lists the screens read page by page (history lists, returnable products, gift
 * products): one page of a call with its total (the envelope's TotalCount), and the next page to
 * ask for, if any, for react-query's infinite queries.
 */
import { z } from 'zod';
import { apiCall } from './api';

export interface Page<T> {
  items: T[];
  page: number;
  totalCount: number;
}

/** The page after the last one received, or undefined once all TotalCount items are in. */
export function nextPage<T>(pages: readonly Page<T>[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.items.length === 0) return undefined;
  const received = pages.reduce((n, p) => n + p.items.length, 0);
  return received < last.totalCount ? last.page + 1 : undefined;
}

/** Page `page` of `path` with `body` (Page and PageSize added), each item checked by `schema`. */
export async function findPage<T>(
  path: string,
  body: object,
  schema: z.ZodType<T>,
  page: number,
  pageSize: number,
  signal: AbortSignal,
): Promise<Page<T>> {
  const { data, envelope } = await apiCall(
    path,
    { ...body, Page: page, PageSize: pageSize },
    { schema: z.array(schema), signal },
  );
  const total = Number(envelope.TotalCount);
  return { items: data, page, totalCount: Number.isFinite(total) ? total : data.length };
}
