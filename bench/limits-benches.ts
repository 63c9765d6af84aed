import { setImmediate as turn } from 'node:timers/promises';
import { createRateLimitTotalsRepository } from '@app/server/src/repositories/rate-limit-totals-repository.ts';
import { MemoryWindows } from '@app/server/src/services/limits/memory-windows.ts';
import {
  type Caller,
  createRequestLimiter,
  type RequestCounterFactory,
  type RequestLimits,
} from '@app/server/src/services/limits/request-limiter.ts';
import { SharedWindows } from '@app/server/src/services/limits/shared-windows.ts';
import { createTestDatabase } from '@app/server/test/support/test-database.ts';
import { type Figure, measure } from './measure.ts';

/** Admitted requests per run, in chunks between which the event loop turns (so the sync timer runs). */
const REQUESTS = 1_000_000;
const CHUNK = 10_000;
/** Distinct signed-in callers behind 100 addresses: every request is a Map hit, as on a busy server. */
const USERS = 2_000;
/** Limits no caller reaches: every request is admitted, so the figure is the cost of an admission. */
const roomy: RequestLimits = {
  user: { points: 1e9, durationSeconds: 60 },
  guest: { points: 1e9, durationSeconds: 60 },
  address: { points: 1e9, durationSeconds: 60 },
  inFlight: 12,
};
const callers: Caller[] = Array.from({ length: USERS }, (_, i) => ({
  userId: i + 1,
  address: `10.0.${i % 100}.1`,
}));

async function admitLoop(counters: RequestCounterFactory): Promise<number> {
  const limiter = createRequestLimiter(roomy, counters);
  let admitted = 0;
  const done = (error?: unknown) => {
    if (!error) admitted++;
  };
  for (let start = 0; start < REQUESTS; start += CHUNK) {
    for (let i = start; i < start + CHUNK; i++) {
      const caller = callers[i % USERS] as Caller;
      limiter.admit(caller, 1, done);
      limiter.release(caller);
    }
    await turn();
  }
  return admitted;
}

/**
 * The request limiter's admission (admit and release, the caller's and the address's windows) in an
 * in-process loop: on counters in memory (PGlite's setting), and on the shared counters of
 * PostgreSQL's setting with their 250 ms sync to the embedded database running meanwhile
 * (services/limits/shared-windows.ts). No HTTP: what the limits add to a request.
 */
export async function limitsBenches(): Promise<Figure[]> {
  const database = await createTestDatabase({});
  try {
    const memory = await measure('limits: admit, memory counters', 'requests', () =>
      admitLoop((name, rule) => new MemoryWindows(name, rule)),
    );
    let syncs = 0;
    let syncMs = 0;
    let keys = 0;
    const shared = await measure('limits: admit, shared counters + 250 ms sync', 'requests', async () => {
      const repository = createRateLimitTotalsRepository(database.db);
      const windows = new SharedWindows({
        store: {
          add: async (points, now) => {
            const started = performance.now();
            const totals = await repository.add(points, now);
            syncs++;
            syncMs += performance.now() - started;
            keys += points.length;
            return totals;
          },
        },
      });
      windows.start(250);
      try {
        return await admitLoop(windows.counters);
      } finally {
        await windows.stop();
      }
    });
    console.log(
      `  shared vs memory counters, admitted requests per second: ${(shared.perSecond / memory.perSecond).toFixed(2)}× ` +
        `(${syncs} syncs in two runs, ${(keys / Math.max(1, syncs)).toFixed(0)} keys and ${(syncMs / Math.max(1, syncs)).toFixed(1)} ms ` +
        'each on the embedded PGlite; production syncs only on PostgreSQL)',
    );
    return [memory, shared];
  } finally {
    await database.close();
  }
}
