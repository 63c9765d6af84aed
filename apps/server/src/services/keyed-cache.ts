import { LRUCache } from 'lru-cache';

/**
 * A small in-process read-through cache for facts a hot request needs (the caller's user row, whether
 * their session family is live, their watchlist), so that a request whose body is cached costs no
 * database round trip (docs/performance.md "Authenticated reads"). Change notices (`forget`, fed by the
 * event bus's cache channel, docs/architecture.md "Cache invalidation") are the normal way an entry
 * goes; `ttlMs` is only a safety net for a notice lost with a dropped LISTEN connection.
 */
export interface KeyedCache<K extends string | number, V> {
  /** The value of `key`: cached, or loaded once for every concurrent caller. A failed load is not kept. */
  get(key: K): Promise<V>;
  /** The value of `key` when it is cached and loaded (no load is started); else undefined. */
  peek(key: K): V | undefined;
  /**
   * Drops `key`: the next `get` loads it afresh. A load already under way is detached from the cache
   * (its callers still get its result; it is never stored), so a value read before a change notice
   * cannot outlive the notice.
   */
  forget(key: K): void;
  /** Drops every entry (e.g. when change notices may have been missed). */
  clear(): void;
  /** Entries held (loaded or being loaded). */
  size(): number;
}

export interface KeyedCacheOptions<K, V> {
  load: (key: K) => Promise<V>;
  /** Most entries held; the least recently used go first. */
  max: number;
  /** Longest an entry is served without a reload. */
  ttlMs: number;
}

/** A boxed load: shared while in flight; its identity tells a detached one apart; its result once in. */
interface Entry<V> {
  value: Promise<V>;
  loaded: boolean;
  result: V | undefined;
}

export function createKeyedCache<K extends string | number, V>(
  options: KeyedCacheOptions<K, V>,
): KeyedCache<K, V> {
  // Entries are boxed promises: a load in flight is shared, and identity tells a detached one apart.
  const entries = new LRUCache<K, Entry<V>>({ max: options.max, ttl: options.ttlMs });
  return {
    get(key) {
      const held = entries.get(key);
      if (held) return held.value;
      const entry: Entry<V> = { value: options.load(key), loaded: false, result: undefined };
      entries.set(key, entry);
      entry.value.then(
        (result) => {
          entry.loaded = true;
          entry.result = result;
        },
        () => {
          if (entries.peek(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
    peek(key) {
      const held = entries.get(key);
      return held?.loaded ? held.result : undefined;
    },
    forget: (key) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}
