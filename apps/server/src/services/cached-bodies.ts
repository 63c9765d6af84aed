import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Response bodies at or above this size are served compressed (docs/api.md "Behaviour under load"). */
const COMPRESS_THRESHOLD = 1024;

/**
 * A JSON response body serialized once, with its strong ETag and, when it is at least
 * `COMPRESS_THRESHOLD` bytes, its gzip and brotli encodings made once as well: serving it costs no
 * serialization or compression per request (docs/architecture.md "Known traps"). The encodings are
 * made on libuv's thread pool, off the event loop (docs/reliability.md, Soak).
 */
export interface CachedBody {
  json: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  /** Strong validator of the JSON representation; the encoded ones append `-gzip` / `-br` inside the quotes. */
  etag: string;
}

export async function cachedBody(value: unknown): Promise<CachedBody> {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  const big = json.length >= COMPRESS_THRESHOLD;
  const [gzipped, br] = big
    ? await Promise.all([
        gzipAsync(json, { level: 6 }),
        brotliAsync(json, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
          },
        }),
      ])
    : [null, null];
  return { json, gzip: gzipped, br, etag: `"${hash}"` };
}

export interface BodyCache<K extends string> {
  /**
   * The cached body of `key`, built (once, shared by concurrent callers) when missing, stale,
   * invalidated, or cached under another `version` (a tag of what the body also depends on, e.g. the
   * forming bar it was built with: a body of another version is replaced, never served).
   */
  get(key: K, build: () => Promise<unknown>, version?: string): Promise<CachedBody>;
  /** Drops every body: the next request of each key rebuilds it. */
  invalidate(): void;
  /** Bodies held (built or being built). */
  size(): number;
  /** Bytes of the built bodies held (JSON plus its encodings). */
  bytes(): number;
}

export interface BodyCacheOptions {
  /**
   * Longest time a body is served without a rebuild, a safety net for a missed change notice;
   * default 60 s. Invalidation (a job wrote new results) is the normal way bodies are refreshed.
   */
  ttlMs?: number;
  /** Clock in ms (tests). */
  now?: () => number;
  /**
   * Most bodies kept (keys a client picks, e.g. a chart window, must be bounded): beyond it the least
   * recently served are dropped. Default: no bound (keys from a fixed set).
   */
  maxEntries?: number;
  /** Most bytes of built bodies kept, dropped least recently served first. Default: no bound. */
  maxBytes?: number;
}

const sizeOf = (body: CachedBody) => body.json.length + (body.gzip?.length ?? 0) + (body.br?.length ?? 0);

/**
 * Pre-serialized bodies per key. A build started before an `invalidate` is not kept for later
 * requests (its generation is stale), so a request after a job's write never sees older data.
 * With `maxEntries` or `maxBytes` it is an LRU cache: a served body moves to the recent end, and the
 * least recently served bodies are dropped beyond either bound (the body just built always stays).
 */
export function createBodyCache<K extends string>(options: BodyCacheOptions = {}): BodyCache<K> {
  const ttl = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const bounded = Number.isFinite(maxEntries) || Number.isFinite(maxBytes);
  interface Entry {
    generation: number;
    at: number;
    version: string;
    body: Promise<CachedBody>;
    /** Counted once the body is built. */
    bytes: number;
  }
  const entries = new Map<K, Entry>();
  let generation = 0;
  let bytes = 0;

  const drop = (key: K, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  /** Drops the least recently served bodies (never `keep`) while a bound is exceeded. */
  const trim = (keep: K) => {
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) return;
      if (key !== keep) drop(key, entry);
    }
  };

  return {
    get(key, build, version = '') {
      const entry = entries.get(key);
      if (entry && entry.generation === generation && entry.version === version && now() - entry.at < ttl) {
        if (bounded) {
          entries.delete(key);
          entries.set(key, entry);
        }
        return entry.body;
      }
      if (entry) drop(key, entry);
      const body = build().then(cachedBody);
      const fresh: Entry = { generation, at: now(), version, body, bytes: 0 };
      entries.set(key, fresh);
      if (bounded) trim(key);
      body.then(
        (built) => {
          if (entries.get(key) !== fresh) return;
          fresh.bytes = sizeOf(built);
          bytes += fresh.bytes;
          if (bounded) trim(key);
        },
        () => drop(key, fresh),
      );
      return body;
    },
    invalidate() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
    size: () => entries.size,
    bytes: () => bytes,
  };
}
