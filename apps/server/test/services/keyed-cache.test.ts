import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKeyedCache } from '../../src/services/keyed-cache.ts';

/** A load whose calls are counted and whose results resolve when the test says. */
function deferredLoads<V>() {
  const pending: { key: number; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];
  const load = (key: number) =>
    new Promise<V>((resolve, reject) => {
      pending.push({ key, resolve, reject });
    });
  return { pending, load };
}

describe('keyed cache', () => {
  it('loads a key once for concurrent callers and then answers from memory', async () => {
    let loads = 0;
    const cache = createKeyedCache<number, string>({
      load: async (key) => `v${key}:${++loads}`,
      max: 10,
      ttlMs: 60_000,
    });
    const [a, b] = await Promise.all([cache.get(1), cache.get(1)]);
    expect([a, b]).toEqual(['v1:1', 'v1:1']);
    expect(await cache.get(1)).toBe('v1:1');
    expect(loads).toBe(1);
  });

  it('reloads a forgotten key, and never stores a load that was under way when it was forgotten', async () => {
    const { pending, load } = deferredLoads<string>();
    const cache = createKeyedCache<number, string>({ load, max: 10, ttlMs: 60_000 });
    const before = cache.get(7);
    cache.forget(7);
    const after = cache.get(7);
    expect(pending).toHaveLength(2);
    pending[0]?.resolve('stale');
    pending[1]?.resolve('fresh');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.get(7)).toBe('fresh');
    expect(pending).toHaveLength(2);
  });

  it('peeks only at a loaded value, starting no load', async () => {
    const { pending, load } = deferredLoads<string>();
    const cache = createKeyedCache<number, string>({ load, max: 10, ttlMs: 60_000 });
    expect(cache.peek(1)).toBeUndefined();
    expect(pending).toHaveLength(0);
    const loading = cache.get(1);
    expect(cache.peek(1)).toBeUndefined();
    pending[0]?.resolve('one');
    await loading;
    expect(cache.peek(1)).toBe('one');
    cache.forget(1);
    expect(cache.peek(1)).toBeUndefined();
  });

  it('does not keep a failed load', async () => {
    let calls = 0;
    const cache = createKeyedCache<number, number>({
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database down');
        return calls;
      },
      max: 10,
      ttlMs: 60_000,
    });
    await expect(cache.get(1)).rejects.toThrow('database down');
    expect(await cache.get(1)).toBe(2);
    expect(cache.size()).toBe(1);
  });

  it('holds at most `max` entries and forgets all on clear', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 200 }), async (keys) => {
        const cache = createKeyedCache<number, number>({ load: async (k) => k * 2, max: 8, ttlMs: 60_000 });
        for (const key of keys) expect(await cache.get(key)).toBe(key * 2);
        expect(cache.size()).toBeLessThanOrEqual(8);
        cache.clear();
        expect(cache.size()).toBe(0);
      }),
    );
  });
});
