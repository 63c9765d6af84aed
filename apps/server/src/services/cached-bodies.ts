import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Response bodies at or above this size are served compressed (docs/api.md "Behaviour under load"). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * A JSON response body serialized once, with its strong ETag and, when it is at least
 * `COMPRESS_THRESHOLD` bytes, its gzip and brotli encodings made once as well: serving it costs no
 * serialization or compression per request (docs/architecture.md "Known traps").
 */
export interface CachedBody {
  json: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  /** Strong validator of the JSON representation; the encoded ones append `-gzip` / `-br` inside the quotes. */
  etag: string;
}

export function cachedBody(value: unknown): CachedBody {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  const big = json.length >= COMPRESS_THRESHOLD;
  return {
    json,
    gzip: big ? gzipSync(json, { level: 6 }) : null,
    br: big
      ? brotliCompressSync(json, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
          },
        })
      : null,
    etag: `"${hash}"`,
  };
}

export interface BodyCache<K extends string> {
  /** The cached body of `key`, built (once, shared by concurrent callers) when missing, stale or invalidated. */
  get(key: K, build: () => Promise<unknown>): Promise<CachedBody>;
  /** Drops every body: the next request of each key rebuilds it. */
  invalidate(): void;
}

export interface BodyCacheOptions {
  /**
   * Longest time a body is served without a rebuild, a safety net for a missed change notice;
   * default 60 s. Invalidation (a job wrote new results) is the normal way bodies are refreshed.
   */
  ttlMs?: number;
  /** Clock in ms (tests). */
  now?: () => number;
}

/**
 * Pre-serialized bodies per key. A build started before an `invalidate` is not kept for later
 * requests (its generation is stale), so a request after a job's write never sees older data.
 */
export function createBodyCache<K extends string>(options: BodyCacheOptions = {}): BodyCache<K> {
  const ttl = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<K, { generation: number; at: number; body: Promise<CachedBody> }>();
  let generation = 0;
  return {
    get(key, build) {
      const entry = entries.get(key);
      if (entry && entry.generation === generation && now() - entry.at < ttl) return entry.body;
      const body = build().then(cachedBody);
      const fresh = { generation, at: now(), body };
      entries.set(key, fresh);
      body.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key);
      });
      return body;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}
