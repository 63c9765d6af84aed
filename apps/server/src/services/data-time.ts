/**
 * The time of the newest market data (`health/`'s `data_as_of`: the close of the newest stored 5m
 * bar), kept in memory so `health/` answers without a database query: read on the first `current()`
 * (which waits for it), again on `refresh()` (a `market` stream event: stored bars changed, or the
 * source key switched), and in the background when the value is older than `maxAgeMs`, a safety net
 * for a missed event. While there is no data yet (null), a call reads again at most once a second. A
 * failed read keeps the last value.
 */
export interface DataTime {
  /** The newest data time; a promise only until the first read has succeeded. */
  current(): Date | null | Promise<Date | null>;
  /** Reads it again; a call during a read runs one more read after it. Never rejects. */
  refresh(): Promise<void>;
}

export interface DataTimeDeps {
  /** The database read (candle-service `dataAsOf`). */
  read: () => Promise<Date | null>;
  /** Age after which `current()` starts a background read; default 60 s. */
  maxAgeMs?: number;
  /** Wall clock in ms. */
  now?: () => number;
  report?: (message: string, error: unknown) => void;
}

const NO_DATA_RETRY_MS = 1_000;

export function createDataTime(deps: DataTimeDeps): DataTime {
  const now = deps.now ?? Date.now;
  const maxAge = deps.maxAgeMs ?? 60_000;
  let value: Date | null = null;
  /** When the value was read; undefined before a read succeeded. */
  let readAt: number | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let first: Promise<Date | null> | undefined;

  async function readOnce(): Promise<void> {
    try {
      value = await deps.read();
      readAt = now();
    } catch (error) {
      deps.report?.('newest market data time not read', error);
    }
  }

  function refresh(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await readOnce();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    current() {
      if (readAt === undefined) {
        first ??= refresh().then(() => {
          // A failed first read is tried again by the next call.
          if (readAt === undefined) first = undefined;
          return value;
        });
        return first;
      }
      // No data yet (a fresh or restarting server still backfilling): ask again, at most once a second,
      // so the first stored bar shows at the next call instead of after `maxAgeMs`.
      if (value === null && now() - readAt >= NO_DATA_RETRY_MS) return refresh().then(() => value);
      if (now() - readAt >= maxAge && !running) void refresh();
      return value;
    },
    refresh,
  };
}
