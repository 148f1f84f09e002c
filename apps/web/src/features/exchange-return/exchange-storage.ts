/**
 * The exchange flow kept in the tab (decision 094): the step, both summaries, the typed drafts and
 * the category, in sessionStorage for the retailer at the selected distributor
 * (lib/distributor-drafts), so leaving the screen (the drawer, another screen) or reloading comes
 * back to where the retailer was. Forgotten on a successful submit, a distributor switch and sign
 * out. What is read back is checked: the tab's storage is not trusted, and anything that does not
 * fit starts a new exchange. The server checks every quantity again at submit.
 */
import { RETURN_MAX_CASES, RETURN_MAX_PIECES } from '@restock/domain/rules/sales-return';
import { useEffect, useReducer, useState } from 'react';
import { z } from 'zod';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../lib/distributor-drafts';
import { useDistributorId, useSession } from '../../lib/session';
import {
  type ExchangeAction,
  type ExchangeState,
  exchangeReducer,
  initialExchangeState,
  STEPS,
} from './exchange-state';

/** Bump when the stored shape changes: an older flow is then dropped, not misread. */
const VERSION = 1;

const count = (max: number) => z.number().int().min(0).max(max);
const ZItem = z.object({
  PId: z.number().int().positive(),
  ProductName: z.string().max(500),
  ImageUrl: z.string().max(1000),
  ConversionQty: z.number().int().min(1),
  Price: z.number().min(0),
  CaseQty: count(RETURN_MAX_CASES * 100),
  PieceQty: count(RETURN_MAX_PIECES * 100),
  Reasons: z
    .array(
      z.object({
        ReasonId: z.number().int().positive(),
        CaseQty: count(RETURN_MAX_CASES),
        PieceQty: count(RETURN_MAX_PIECES),
        MfgDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
      }),
    )
    .max(50),
  Limit: z.number().int().min(0).nullable(),
});
const ZState = z.object({
  step: z.enum(STEPS),
  returns: z.array(ZItem).max(200),
  orders: z.array(ZItem).max(200),
  drafts: z.record(z.string(), ZItem),
  categoryId: z.number().int().min(0),
  subCategoryId: z.number().int().min(0),
});

const ZAttempt = z.object({ body: z.string(), key: z.string().uuid() });

/** The stored flow, or a new one when nothing (or nothing valid) is stored. */
export function restoreExchange(stored: unknown): ExchangeState {
  if (typeof stored !== 'object' || stored === null || (stored as { v?: unknown }).v !== VERSION)
    return initialExchangeState;
  const parsed = ZState.safeParse((stored as { state?: unknown }).state);
  return parsed.success ? parsed.data : initialExchangeState;
}

export function storedExchange(state: ExchangeState): { v: number; state: ExchangeState } {
  return { v: VERSION, state };
}

/**
 * The exchange flow of the signed-in retailer at the selected distributor, kept in the tab as it
 * changes; `forget` drops it (after a successful submit).
 */
export function useExchangeFlow(): {
  state: ExchangeState;
  dispatch(action: ExchangeAction): void;
  /** The Idempotency-Key of a submit of this body: the same as the last attempt's for the same body. */
  attemptKey(body: string): string;
  forget(): void;
} {
  const retailerId = useSession((s) => s.user?.retailerid ?? 0);
  const distId = useDistributorId();
  const key = retailerId > 0 && distId > 0 ? draftKey('exchange', retailerId, distId) : '';
  const [state, dispatch] = useReducer(exchangeReducer, key, (k) => restoreExchange(k ? readDraft(k) : null));
  // Another retailer or distributor while on the screen: its own flow (usually a new one).
  const [owner, setOwner] = useState(key);
  if (owner !== key) {
    setOwner(key);
    dispatch({ type: 'load', state: restoreExchange(key ? readDraft(key) : null) });
  }
  useEffect(() => {
    if (key && owner === key) writeDraft(key, storedExchange(state));
  }, [key, owner, state]);
  // The submit's key is kept too: a reload after a submit whose answer was lost retries with the
  // same key, and the server answers the exchange it made instead of making a second one.
  const attemptStore = key ? `${key}.attempt` : '';
  const attemptKey = (body: string): string => {
    const last = attemptStore ? readDraft(attemptStore) : null;
    const parsed = ZAttempt.safeParse(last);
    if (parsed.success && parsed.data.body === body) return parsed.data.key;
    const fresh = { body, key: crypto.randomUUID() };
    if (attemptStore) writeDraft(attemptStore, fresh);
    return fresh.key;
  };
  const forget = () => {
    if (!key) return;
    removeDraft(key);
    removeDraft(attemptStore);
  };
  return { state, dispatch, attemptKey, forget };
}
