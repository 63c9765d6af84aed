import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../../src/jobs/job-definition.ts';
import { createJobScheduler, type SchedulerTimers } from '../../src/jobs/job-scheduler.ts';
import { appJobs } from '../../src/jobs/registry.ts';

function manualTimers(startWall: number) {
  let wall = startWall;
  const pending = new Map<number, { at: number; run: () => void }>();
  let next = 0;
  const timers: SchedulerTimers = {
    setTimeout: (run, ms) => {
      next += 1;
      pending.set(next, { at: wall + ms, run });
      return next;
    },
    clearTimeout: (id) => void pending.delete(id as number),
  };
  const advance = (ms: number) => {
    const end = wall + ms;
    for (;;) {
      const due = [...pending.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!due || due[1].at > end) break;
      pending.delete(due[0]);
      wall = due[1].at;
      due[1].run();
    }
    wall = end;
  };
  return { timers, advance, wall: () => wall, pending: () => pending.size };
}

const job = (name: string, cron: string) =>
  defineJob({
    name,
    module: 'test',
    action: () => name,
    payload: z.object({}),
    schedules: [{ cron, payload: {} }],
    startup: [],
    retry: { limit: 0, delaySeconds: 0 },
    expireInSeconds: 60,
    run: async () => ({ detail: 'ok' }),
  });

const T0 = Date.UTC(2026, 2, 9, 23, 58, 0); // Monday 2026-03-09 23:58

describe('job scheduler', () => {
  it('fires docs/analytics.md §6 schedules on the market clock: 5m close +10 s, hourly, daily 00:01', () => {
    const clock = manualTimers(T0);
    const fired: string[] = [];
    const scheduler = createJobScheduler({
      jobs: [job('five', '10 */5 * * * *'), job('hourly', '10 0 * * * *'), job('daily', '0 1 0 * * *')],
      clock: { now: clock.wall, rate: 1 },
      timers: clock.timers,
      enqueue: async (_j, _payload, key) => void fired.push(key),
    });
    scheduler.start();
    clock.advance(10 * 60_000);
    expect(fired).toEqual([
      'five:{}:2026-03-10T00:00:10.000Z',
      'hourly:{}:2026-03-10T00:00:10.000Z',
      'daily:{}:2026-03-10T00:01:00.000Z',
      'five:{}:2026-03-10T00:05:10.000Z',
    ]);
    scheduler.stop();
    expect(clock.pending()).toBe(0);
  });

  it('compresses the waits by the clock rate (SIM_SPEED) and never fires with rate 0', () => {
    const clock = manualTimers(0);
    const fired: string[] = [];
    const marketAt = (wall: number) => T0 + wall * 10;
    const scheduler = createJobScheduler({
      jobs: [job('five', '10 */5 * * * *')],
      clock: { now: () => marketAt(clock.wall()), rate: 10 },
      timers: clock.timers,
      enqueue: async (_j, _p, key) => void fired.push(`${key}@${clock.wall()}`),
    });
    scheduler.start();
    clock.advance(61_000); // 610 s of market time
    expect(fired).toEqual([
      'five:{}:2026-03-10T00:00:10.000Z@13000',
      'five:{}:2026-03-10T00:05:10.000Z@43000',
    ]);
    scheduler.stop();

    const frozen = manualTimers(0);
    const none = createJobScheduler({
      jobs: [job('five', '10 */5 * * * *')],
      clock: { now: () => T0, rate: 0 },
      timers: frozen.timers,
      enqueue: async () => {
        throw new Error('must not fire');
      },
    });
    none.start();
    expect(frozen.pending()).toBe(0);
  });

  it('waits at most an hour at a time for far schedules (monthly)', () => {
    const clock = manualTimers(T0);
    const fired: string[] = [];
    const scheduler = createJobScheduler({
      jobs: [job('monthly', '0 3 0 1 * *')],
      clock: { now: clock.wall, rate: 1 },
      timers: clock.timers,
      enqueue: async (_j, _p, key) => void fired.push(key),
    });
    scheduler.start();
    clock.advance(30 * 86_400_000);
    expect(fired).toEqual(['monthly:{}:2026-04-01T00:03:00.000Z']);
    scheduler.stop();
  });

  it('holds the app schedules of docs/analytics.md §6', () => {
    const table = appJobs.flatMap((j) =>
      j.schedules.map((s) => `${j.name} ${s.cron} ${JSON.stringify(s.payload)}`),
    );
    expect(table).toEqual(
      expect.arrayContaining([
        'market-ingest-5m 10 */5 * * * * {}',
        'market-ingest-1h 10 0 * * * * {}',
        'ict-scan 10 */5 * * * * {}',
        'volume-classification 10 */5 * * * * {}',
        'positioning-ingest 15 */5 * * * * {}',
        'liquidity-run 10 */5 * * * * {"mode":"live"}',
        'cpr-scan 0 1 0 * * * {"tf":"1d"}',
        'cpr-insights 30 1 0 * * * {"tf":"1d"}',
        'symbol-meta 0 1 0 * * * {}',
        'trend-screening 0 1 0 * * * {}',
        'volume-baselines 0 1 0 * * * {}',
        'cpr-scan 0 2 0 * * 1 {"tf":"1w"}',
        'cpr-scan 0 3 0 1 * * {"tf":"1M"}',
      ]),
    );
  });
  it('runs `atClose` schedules at the reported close, and their cron time only for a close not reported', () => {
    const clock = manualTimers(T0);
    const fired: string[] = [];
    const closeJob = defineJob({
      name: 'scan',
      module: 'test',
      action: () => 'scan',
      payload: z.object({}),
      schedules: [{ cron: '10 */5 * * * *', payload: {}, atClose: true }],
      startup: [],
      retry: { limit: 0, delaySeconds: 0 },
      expireInSeconds: 60,
      run: async () => ({ detail: 'ok' }),
    });
    const keys = new Set<string>();
    const scheduler = createJobScheduler({
      jobs: [closeJob, job('plain', '10 */5 * * * *')],
      clock: { now: clock.wall, rate: 1 },
      timers: clock.timers,
      // As the tasks table does: a key already taken enqueues nothing.
      enqueue: async (j, _payload, key) => {
        if (keys.has(key)) return;
        keys.add(key);
        fired.push(
          `${j.name} ${key.split(':').slice(2).join(':')} at ${new Date(clock.wall()).toISOString().slice(11, 19)}`,
        );
      },
    });
    scheduler.closed(T0 + 2 * 60_000); // not started: nothing
    scheduler.start();
    const close = T0 + 2 * 60_000; // 00:00:00
    clock.advance(2 * 60_000 + 500);
    scheduler.closed(close);
    clock.advance(5 * 60_000 + 10_000); // 00:05:10.5; the 00:05 close was not reported
    expect(fired).toEqual([
      'scan close:2026-03-10T00:00:00.000Z at 00:00:00',
      'plain 2026-03-10T00:00:10.000Z at 00:00:10',
      'scan close:2026-03-10T00:05:00.000Z at 00:05:10',
      'plain 2026-03-10T00:05:10.000Z at 00:05:10',
    ]);
    scheduler.stop();
  });

  it('marks the per-close modules of docs/analytics.md §6 as following the close', () => {
    const atClose = appJobs.flatMap((j) => j.schedules.filter((s) => s.atClose).map(() => j.name));
    expect(atClose.sort()).toEqual([
      'cpr-insights',
      'ict-scan',
      'liquidity-run',
      'positioning-ingest',
      'volume-classification',
    ]);
  });
});
