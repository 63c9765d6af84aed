import type { Account } from './accounts.ts';

const order = { free: 0, pro: 1, premium: 2, admin: 3 } as const;

/** The reads the soak mixes: the screens' calls (bench/scripts/first-start.ts) and chart calls. */
export function readRoutes(symbols: string[]): { path: string; minRole: Account['role'] }[] {
  return [
    { path: '/cpr/cpr-data/?range=daily', minRole: 'free' },
    { path: '/volume/volume-snapshots/current/', minRole: 'free' },
    { path: '/ict/setups/', minRole: 'pro' },
    { path: '/sniperflow/summary', minRole: 'premium' },
    ...symbols.flatMap((s) => [
      { path: `/market/candles/?symbol=${s}&tf=5m`, minRole: 'free' as const },
      { path: `/market/overlays/?symbol=${s}&tf=1h`, minRole: 'free' as const },
    ]),
  ];
}

/** What the reads saw: every failure (non-2xx or error) and, once `measuring`, every latency. */
export interface LoadRecord {
  sent: number;
  failures: { at: number; path: string; user: string; outcome: string }[];
  /** Path and latency in ms of each read sent while measuring and answered 2xx. */
  /** Each measured read that answered 2xx: its route, when it was sent (epoch ms) and how long it took. */
  latencies: { path: string; at: number; ms: number }[];
  /** Reads not sent because too many were still in flight (the server fell behind). */
  skipped: number;
  /** Of `skipped`, those while measuring (the rest fell in the warm-up, around the start-up runs). */
  skippedMeasured: number;
  measuring: boolean;
}

/**
 * Sends `perSecond` reads a second, open loop (in batches every 100 ms, not waiting for answers, so a
 * slow server shows as latency rather than a lower rate), each a random (account, route) pair the
 * account's role may read; at most `maxInFlight` at once. Returns `stop`, which resolves once the
 * reads in flight have ended.
 */
export function startReadLoad(
  base: string,
  accounts: Account[],
  routes: ReturnType<typeof readRoutes>,
  perSecond: number,
  record: LoadRecord,
  maxInFlight = 400,
): () => Promise<void> {
  const pairs = accounts.flatMap((a) =>
    routes.filter((r) => order[a.role] >= order[r.minRole]).map((r) => ({ account: a, path: r.path })),
  );
  const inFlight = new Set<Promise<void>>();
  const read = async ({ account, path }: (typeof pairs)[number]) => {
    const measured = record.measuring;
    const sentAt = Date.now();
    const started = performance.now();
    let outcome: string;
    try {
      const res = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${account.token}`, 'accept-encoding': 'br, gzip' },
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      if (res.ok) {
        if (measured) record.latencies.push({ path, at: sentAt, ms: performance.now() - started });
        return;
      }
      outcome = `HTTP ${res.status}`;
    } catch (error) {
      outcome = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    record.failures.push({ at: Date.now(), path, user: account.username, outcome });
  };
  let carry = 0;
  const timer = setInterval(() => {
    carry += perSecond / 10;
    for (; carry >= 1; carry--) {
      if (inFlight.size >= maxInFlight) {
        record.skipped++;
        if (record.measuring) record.skippedMeasured++;
        continue;
      }
      const pair = pairs[Math.floor(Math.random() * pairs.length)] as (typeof pairs)[number];
      record.sent++;
      const p: Promise<void> = read(pair).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  }, 100);
  return async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
  };
}
