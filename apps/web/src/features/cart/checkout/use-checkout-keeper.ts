import { useEffect, useMemo } from 'react';
import { useDistributorId, useSession } from '../../../lib/session';
import { checkoutKeeper, type IdempotencyKeeper } from './idempotency';

/** The signed-in retailer's checkout key keeper for the selected distributor. */
export function useCheckoutKeeper(): IdempotencyKeeper {
  const retailerId = useSession((s) => s.user?.retailerid ?? 0);
  const distId = useDistributorId();
  return useMemo(() => checkoutKeeper(retailerId, distId), [retailerId, distId]);
}

/** An empty cart ends the checkout attempt: the next order gets a new Idempotency-Key. */
export function useEndAttemptWhenEmpty(empty: boolean): void {
  const keeper = useCheckoutKeeper();
  useEffect(() => {
    if (empty) keeper.done();
  }, [empty, keeper]);
}
