/**
 * The cart calls the app shell needs on every screen: the badge count and "add to cart" (upload,
 * FOC check, reload). Kept apart from the order summary's calls so the shell does not carry the
 * cart's response schemas; the answers here are a number and a boolean, checked inline.
 */
import type { TOrderUploadLineInput } from '@restock/domain/contracts/cart';
import { chunkUploadLines } from '@restock/domain/requests/cart';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../lib/api';
import { useDistributorId, useSession } from '../lib/session';

export const cartKeys = {
  all: ['cart'] as const,
  count: (distId: number) => ['cart', distId, 'count'] as const,
  detail: (distId: number, reqCode: 'MyCart' | '') => ['cart', distId, 'detail', reqCode] as const,
  summaryDetail: (distId: number) => ['cart', distId, 'summaryDetail'] as const,
};

/** CartCount Data (contracts/cart ZCartCount): lines plus free items. */
const ZCount = z.number().int();
/** ValidateCart Data (contracts/cart ZValidateCartResult). */
const ZAllowed = z.boolean();

export async function findCartCount(signal?: AbortSignal): Promise<number> {
  return (await apiCall('/SalesOrder/CartCount', {}, { schema: ZCount, signal })).data;
}

/** The cart badge count (lines plus free items), for the header and the drawer. */
export function useCartCount(enabled = true) {
  const distId = useDistributorId();
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: cartKeys.count(distId),
    enabled: enabled && !!token && distId > 0,
    staleTime: 30_000,
    queryFn: ({ signal }) => findCartCount(signal),
  });
}

/**
 * Sends upload lines in calls of at most 500 lines, one after the other. Returns how many lines
 * went through before a failure (the caller keeps the rest pending) with the error, if any, and
 * whether the server found a line above its stock.
 */
export async function uploadCartLines(
  lines: readonly TOrderUploadLineInput[],
): Promise<{ sent: number; error: unknown; stockWarning: boolean }> {
  let sent = 0;
  let stockWarning = false;
  for (const chunk of chunkUploadLines(lines)) {
    try {
      const { envelope } = await apiCall('/SalesOrder/OrderUpload', chunk);
      // isShowSIHWarning next to the envelope: some line of the cart is above its stock.
      if ((envelope as { isShowSIHWarning?: unknown }).isShowSIHWarning === true) stockWarning = true;
    } catch (error) {
      return { sent, error, stockWarning };
    }
    sent += chunk.length;
  }
  return { sent, error: null, stockWarning };
}

/**
 * ValidateCart {IsFOC}: whether a FOC (or normal) order may go on with the cart as it is. Returns
 * null when allowed, else the server's message (a message key of rules/cart CART_MESSAGE_KEYS).
 */
export async function validateCartKind(isFoc: boolean): Promise<string | null> {
  const { data, envelope } = await apiCall(
    '/SalesOrder/ValidateCart',
    { IsFOC: isFoc },
    { schema: ZAllowed },
  );
  return data ? null : envelope.Msg || 'products.foc.cartFocRequestValidation';
}

/** Re-reads everything that shows the cart: the cart queries and the product lists' quantities. */
export function invalidateCart(queryClient: QueryClient, withCatalogue = true): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    withCatalogue ? queryClient.invalidateQueries({ queryKey: ['catalogue'] }) : null,
  ]);
}
