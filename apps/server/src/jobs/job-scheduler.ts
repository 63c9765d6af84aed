import { HOUR_MS, timeframeMs } from '@app/core';
import { Cron } from 'croner';
import { isoOfMs } from '../lib/time.ts';
import type { JobSchedule, RegisteredJob } from './job-definition.ts';

/** The market clock the schedules follow: `now()` in epoch ms, advancing `rate` ms per wall ms. */
export interface MarketClock {
  now(): number;
  /** 1 for live sources, SIM_SPEED for the simulated market, 0 for a fixed data set (files). */
  rate: number;
}

export interface SchedulerTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface JobScheduler {
  start(): void;
  stop(): void;
  /**
   * A live 5m bar closing at `closeTime` is stored: enqueues every `atClose` schedule's run for that
   * close now (the run its cron time would enqueue, under the same key, so it is enqueued once).
   */
  closed(closeTime: number): void;
  /** The next market time each schedule fires (tests, logs). */
  nextRuns(): { job: string; at: number }[];
}

export interface JobSchedulerDeps {
  jobs: readonly RegisteredJob[];
  clock: MarketClock;
  /** Enqueues a scheduled run; `scheduleKey` is unique per job, payload and fire time. */
  enqueue(job: RegisteredJob, payload: unknown, scheduleKey: string): Promise<void>;
  timers?: SchedulerTimers;
  onError?: (message: string, error: unknown) => void;
}

/** Longest single wait: long waits are re-checked (timers overflow past 24.8 days, clocks drift). */
const MAX_WAIT_MS = HOUR_MS;
const M5_MS = timeframeMs('5m');

/**
 * The task key of a scheduled run fired at `at`: unique per job, payload and fire time; for an
 * `atClose` schedule, per 5m close instead (the close its cron time follows), so the run enqueued at the
 * close and the one its cron time would enqueue are the same task.
 */
function scheduleKey(job: RegisteredJob, schedule: JobSchedule<unknown>, at: number): string {
  const head = `${job.name}:${JSON.stringify(schedule.payload)}`;
  if (!schedule.atClose) return `${head}:${isoOfMs(at)}`;
  return `${head}:close:${isoOfMs(at - (((at % M5_MS) + M5_MS) % M5_MS))}`;
}

/**
 * The scheduler role: fires each job's schedules (docs/analytics.md §6) on the market clock, UTC, with
 * croner patterns that have seconds (`10 *\/5 * * * *` = 10 s after each 5m close); `atClose` schedules
 * run at the close itself when the live feed reports it (`closed`), their cron time only catching up a
 * close that was not reported. With SIM_SPEED
 * = k the wall-clock waits are k times shorter; with a fixed data set (rate 0) nothing fires.
 * Several schedulers may run: the schedule key makes each run's task unique, so it is enqueued once.
 */
export function createJobScheduler(deps: JobSchedulerDeps): JobScheduler {
  const timers: SchedulerTimers = deps.timers ?? {
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  };
  const entries = deps.jobs.flatMap((job) =>
    job.schedules.map((schedule) => ({
      job,
      schedule,
      cron: new Cron(schedule.cron, { timezone: 'UTC', paused: true }),
      next: 0,
      handle: undefined as unknown,
    })),
  );
  let running = false;

  const nextAfter = (entry: (typeof entries)[number], t: number) =>
    entry.cron.nextRun(new Date(t))?.getTime() ?? Number.POSITIVE_INFINITY;

  function arm(entry: (typeof entries)[number]): void {
    if (!running) return;
    const wait = (entry.next - deps.clock.now()) / deps.clock.rate;
    entry.handle = timers.setTimeout(() => fire(entry), Math.max(0, Math.min(MAX_WAIT_MS, Math.ceil(wait))));
  }

  function enqueue(entry: (typeof entries)[number], key: string): void {
    deps.enqueue(entry.job, entry.schedule.payload, key).catch((error: unknown) => {
      deps.onError?.(`scheduled ${entry.job.name} not enqueued`, error);
    });
  }

  function fire(entry: (typeof entries)[number]): void {
    if (!running) return;
    const now = deps.clock.now();
    if (now >= entry.next) {
      const at = entry.next;
      enqueue(entry, scheduleKey(entry.job, entry.schedule, at));
      // A clock that jumped (sleep, restart) fires once, then resumes from now.
      entry.next = nextAfter(entry, Math.max(at, now));
    }
    arm(entry);
  }

  return {
    start() {
      if (running || deps.clock.rate <= 0) return;
      running = true;
      const now = deps.clock.now();
      for (const entry of entries) {
        entry.next = nextAfter(entry, now);
        arm(entry);
      }
    },
    stop() {
      running = false;
      for (const entry of entries) timers.clearTimeout(entry.handle);
    },
    closed(closeTime) {
      if (!running) return;
      for (const entry of entries) {
        if (entry.schedule.atClose) enqueue(entry, scheduleKey(entry.job, entry.schedule, closeTime));
      }
    },
    nextRuns: () => entries.map((e) => ({ job: e.job.name, at: e.next })),
  };
}
