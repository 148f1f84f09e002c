import { AppError } from '../../http/errors.ts';

/**
 * Text searches of one retailer take turns (decision 075): a text search can cost a database
 * core for a while (every name holding a common word is ranked), so one retailer firing searches
 * in parallel runs them one after another, each followed by a rest as long as it took, and leaves
 * the cores to everyone else. A retailer with more than MAX_WAITING searches queued is refused
 * with a coded 429 (queued searches cost nothing but their wait; the bound keeps a flood from
 * waiting for ever). Per process; the app searches as the user types, one search at a time per
 * phone.
 */
const MAX_WAITING = 20;
const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const turns = new Map<number, { tail: Promise<unknown>; waiting: number }>();

export async function inSearchTurn<T>(retailerId: number, search: () => Promise<T>): Promise<T> {
  let queue = turns.get(retailerId);
  if (!queue) {
    queue = { tail: Promise.resolve(), waiting: 0 };
    turns.set(retailerId, queue);
  }
  if (queue.waiting >= MAX_WAITING) {
    throw new AppError('E005', 'Too many searches at once, please retry in a moment', {
      http: 429,
      headers: { 'retry-after': '1' },
    });
  }
  queue.waiting++;
  let tookMs = 0;
  const run = queue.tail.then(async () => {
    const started = performance.now();
    try {
      return await search();
    } finally {
      tookMs = performance.now() - started;
    }
  });
  // The retailer's next search starts after a rest as long as this one took: a retailer's
  // searches use at most half of one database core however many it sends (a person typing waits
  // longer than that between searches anyway).
  const current = queue;
  current.tail = run
    .catch(() => undefined)
    .then(() => rest(tookMs))
    .then(() => {
      // Forgotten once rested with nothing waiting; a search arriving during the rest waits for it.
      if (current.waiting === 0 && turns.get(retailerId) === current) turns.delete(retailerId);
    });
  try {
    return await run;
  } finally {
    current.waiting--;
  }
}
