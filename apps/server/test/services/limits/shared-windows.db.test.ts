import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LimitRule } from '../../../src/repositories/rate-limit-store.ts';
import {
  createRateLimitTotalsRepository,
  type RateLimitTotalsRepository,
} from '../../../src/repositories/rate-limit-totals-repository.ts';
import { rowsOf } from '../../../src/repositories/sql-results.ts';
import { SharedWindows } from '../../../src/services/limits/shared-windows.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

// Each SharedWindows here is one API process: its own memory, the same database (PGlite here,
// PostgreSQL under TEST_DATABASE_URL). No timers: the tests call `sync` where the timer would.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.truncate();
  vi.restoreAllMocks();
});

const T0 = Date.UTC(2026, 10, 26, 12, 0, 0);
const rule: LimitRule = { points: 100, durationSeconds: 60 };

/** One process: its windows over `store` (default the real repository), its clock and what it reported. */
function apiProcess(options: { store?: Pick<RateLimitTotalsRepository, 'add'>; now?: () => number } = {}) {
  const reports: unknown[] = [];
  const windows = new SharedWindows({
    store: options.store ?? createRateLimitTotalsRepository(database.db),
    now: options.now ?? (() => T0),
    report: (_message, error) => reports.push(error),
  });
  return { windows, counter: windows.counters('req-user', rule), reports };
}

/** The stored points of each key (`<limit>:<key>`). */
async function storedPoints(): Promise<Record<string, number>> {
  const result = await database.db.execute(sql`select key, points from rate_limits order by key`);
  return Object.fromEntries(rowsOf<{ key: string; points: number }>(result).map((r) => [r.key, r.points]));
}

describe('SharedWindows: request counters shared through the database', () => {
  it('refuses a flood split across two processes once the shared total passes the limit, within the bounded overshoot', async () => {
    const a = apiProcess();
    const b = apiProcess();
    const perInterval = 30;
    const admittedPerRound: number[] = [];
    for (let round = 0; round < 5; round++) {
      let admitted = 0;
      // Between two syncs each process answers `perInterval` requests of the same user.
      for (let i = 0; i < perInterval; i++) {
        if (a.counter.spend('7', 1) === 0) admitted++;
        if (b.counter.spend('7', 1) === 0) admitted++;
      }
      admittedPerRound.push(admitted);
      await Promise.all([a.windows.sync(), b.windows.sync()]);
    }
    const admitted = admittedPerRound.reduce((sum, n) => sum + n, 0);
    // Alone, each process would have admitted 100; shared, the total passes 100 by at most what the
    // two processes admit in one interval.
    expect(admitted).toBeGreaterThanOrEqual(rule.points);
    expect(admitted).toBeLessThanOrEqual(rule.points + 2 * perInterval);
    expect(admitted).toBeLessThan(2 * rule.points);
    expect(admittedPerRound.slice(-2)).toEqual([0, 0]);
    // Every point spent, admitted or refused (as in memory), reached the shared row exactly once.
    expect(await storedPoints()).toEqual({ 'req-user:7': 5 * 2 * perInterval });
    expect(a.counter.spend('7', 1)).toBeGreaterThan(0);
    expect(b.counter.spend('7', 1)).toBeGreaterThan(0);
    // Another key is untouched.
    expect(a.counter.spend('8', 1)).toBe(0);
  });

  it('decides without touching the database; one statement per sync carries every key of every limit', async () => {
    const execute = vi.spyOn(database.db, 'execute');
    const store = createRateLimitTotalsRepository(database.db);
    const add = vi.spyOn(store, 'add');
    const { windows, counter } = apiProcess({ store });
    const guests = windows.counters('req-guest', { points: 50, durationSeconds: 60 });
    for (let i = 0; i < 200; i++) {
      counter.spend(String(i % 20), 1);
      guests.spend(`10.0.0.${i % 5}`, 2);
    }
    expect(execute).not.toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();
    await windows.sync();
    expect(execute).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0]?.[0]).toHaveLength(25);
    const stored = await storedPoints();
    expect(stored['req-user:3']).toBe(10);
    // 40 spends of 2 over a limit of 50: the refused ones count too.
    expect(stored['req-guest:10.0.0.4']).toBe(80);
    // Nothing spent since: a sync sends nothing.
    await windows.sync();
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('keeps deciding from memory while the database fails, reports once, and sends the kept points on recovery', async () => {
    const real = createRateLimitTotalsRepository(database.db);
    let failing = true;
    const store: Pick<RateLimitTotalsRepository, 'add'> = {
      add: (points, now) =>
        failing ? Promise.reject(new Error('connection refused')) : real.add(points, now),
    };
    const p = apiProcess({ store });
    for (let i = 0; i < 60; i++) expect(p.counter.spend('7', 1)).toBe(0);
    await p.windows.sync();
    for (let i = 0; i < 40; i++) expect(p.counter.spend('7', 1)).toBe(0);
    await p.windows.sync();
    // This process's own count still holds the limit.
    expect(p.counter.spend('7', 1)).toBeGreaterThan(0);
    expect(p.reports).toHaveLength(1);
    expect(String(p.reports[0])).toMatch(/connection refused/);
    failing = false;
    await p.windows.sync();
    expect(await storedPoints()).toEqual({ 'req-user:7': 101 });
    // Another process now reads the shared total on its first exchange.
    const other = apiProcess();
    expect(other.counter.spend('7', 1)).toBe(0);
    await other.windows.sync();
    expect(other.counter.spend('7', 1)).toBeGreaterThan(0);
    // A later failure is reported again.
    failing = true;
    p.counter.spend('8', 1);
    await p.windows.sync();
    expect(p.reports).toHaveLength(2);
  });

  it('starts a new window in memory and in the row once the shared window has ended', async () => {
    let now = T0;
    const a = apiProcess({ now: () => now });
    const b = apiProcess({ now: () => now });
    for (let i = 0; i < 100; i++) a.counter.spend('7', 1);
    await a.windows.sync();
    // B joins 20 s later: the row's window (ending at T0 + 60 s) is the one both count in.
    now = T0 + 20_000;
    b.counter.spend('7', 1);
    await b.windows.sync();
    expect(b.counter.spend('7', 1)).toBe(40);
    now = T0 + 61_000;
    expect(a.counter.spend('7', 5)).toBe(0);
    expect(b.counter.spend('7', 5)).toBe(0);
    await a.windows.sync();
    await b.windows.sync();
    // The ended window's 101 points are gone: the row holds the new window's 10.
    expect(await storedPoints()).toEqual({ 'req-user:7': 10 });
    const result = await database.db.execute(
      sql`select extract(epoch from expire)::float8 * 1000 as end from rate_limits`,
    );
    expect(rowsOf<{ end: number }>(result)[0]?.end).toBe(T0 + 121_000);
  });

  it('sends the points left at stop', async () => {
    const p = apiProcess();
    p.counter.spend('7', 3);
    await p.windows.stop();
    expect(await storedPoints()).toEqual({ 'req-user:7': 3 });
  });
});
