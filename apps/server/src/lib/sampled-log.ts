/**
 * Sampling for a log line that a flood would repeat thousands of times a second (a 429, a refused
 * connection): the first event of a key is logged, then at most one line per key every `everyMs`,
 * which carries how many events it stands for. A steady flood writes a line a minute, not gigabytes.
 */
export interface LogSampler {
  /** The count of events since the last logged one (this one included) when this one should be logged, else 0. */
  take(key: string, now?: number): number;
}

export function createLogSampler(everyMs = 60_000, maxKeys = 10_000): LogSampler {
  const seen = new Map<string, { loggedAt: number; count: number }>();
  return {
    take(key, now = Date.now()) {
      const entry = seen.get(key);
      if (entry && now - entry.loggedAt < everyMs) {
        entry.count += 1;
        return 0;
      }
      const count = (entry?.count ?? 0) + 1;
      // A flood from many addresses must not grow the map without bound: the oldest key goes first.
      if (!entry && seen.size >= maxKeys) {
        const oldest = seen.keys().next().value;
        if (oldest !== undefined) seen.delete(oldest);
      }
      seen.delete(key);
      seen.set(key, { loggedAt: now, count: 0 });
      return count;
    },
  };
}
