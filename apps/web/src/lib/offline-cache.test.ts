import { describe, expect, it } from 'vitest';
import { MAX_AGE_MS, trimQueries } from './offline-cache';

const NOW = Date.UTC(2026, 11, 6, 10, 0);

function kept(hash: string, ageMs: number, data: unknown = { hash }) {
  return { queryKey: [hash], queryHash: hash, data, dataUpdatedAt: NOW - ageMs };
}

describe('trimQueries (the answers kept for an offline start, decision 124)', () => {
  it('keeps the newest answer of each query, newest first', () => {
    const out = trimQueries([kept('a', 5000, 'old a'), kept('b', 1000), kept('a', 10, 'new a')], NOW);
    expect(out.map((q) => [q.queryHash, q.data])).toEqual([
      ['a', 'new a'],
      ['b', { hash: 'b' }],
    ]);
  });

  it('drops answers older than the maximum age', () => {
    const out = trimQueries([kept('fresh', MAX_AGE_MS - 1), kept('stale', MAX_AGE_MS + 1)], NOW);
    expect(out.map((q) => q.queryHash)).toEqual(['fresh']);
  });

  it('evicts the oldest answers past the size cap and keeps newer small ones', () => {
    const big = 'x'.repeat(600);
    const out = trimQueries(
      [
        kept('oldest', 3000, big),
        kept('middle', 2000, big),
        kept('newest', 1000, big),
        kept('tiny', 4000, 1),
      ],
      NOW,
      1500,
    );
    expect(out.map((q) => q.queryHash)).toEqual(['newest', 'middle', 'tiny']);
  });

  it('skips an answer that cannot be written as JSON instead of failing the write', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(trimQueries([kept('loop', 10, circular), kept('ok', 20)], NOW).map((q) => q.queryHash)).toEqual([
      'ok',
    ]);
  });
});
