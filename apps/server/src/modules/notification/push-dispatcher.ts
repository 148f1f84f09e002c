/**
 * The push dispatcher (decision 123): every notification, whoever wrote it (the retailer's cancel,
 * the distributor's side moving an order, a new scheme), is pushed by this loop once its
 * transaction has committed: a pass every few seconds, and at once when a route that wrote one
 * wakes it. Passes never overlap; several processes share the work through the claim's SKIP
 * LOCKED, so each notification is pushed once.
 */
import type { Db } from '../../db/client.ts';
import type { PushSender } from '../../integrations/web-push.ts';
import { dispatchPushes, setPushWake } from './service.ts';

const EVERY_MS = 2_000;

export interface PushDispatcher {
  /** Runs a pass now (or right after the one under way). */
  wake(): void;
  stop(): void;
}

export function startPushDispatcher(
  db: Db,
  options: { sender?: PushSender; clock: () => Date; onError: (err: unknown) => void },
): PushDispatcher {
  let passing = false;
  let again = false;
  const pass = () => {
    if (passing) {
      again = true;
      return;
    }
    passing = true;
    dispatchPushes(db, options.clock(), options.sender, options.onError)
      .catch(options.onError)
      .finally(() => {
        passing = false;
        if (again) {
          again = false;
          pass();
        }
      });
  };
  const timer = setInterval(pass, EVERY_MS);
  timer.unref();
  setPushWake(db, pass);
  return {
    wake: pass,
    stop: () => {
      clearInterval(timer);
      setPushWake(db, null);
    },
  };
}
