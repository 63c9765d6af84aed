import { DAY_MS, timeframeMs } from '@app/core';
import type { JobContext } from '../jobs/job-context.ts';
import type { RegisteredJob } from '../jobs/job-definition.ts';

const STEP_MS = timeframeMs('5m');

/**
 * The market clock of a files source during its start-up replay: `at` a past close while the replay
 * runs (every computation reads its now from it), the data set's own clock (its newest close) after.
 */
export interface ReplayClock {
  now(): number;
  set(time: number): void;
  /** Back to the data set's clock. */
  clear(): void;
}

export function createReplayClock(base: () => number): ReplayClock {
  let at: number | null = null;
  return {
    now: () => at ?? base(),
    set(time) {
      at = time;
    },
    clear() {
      at = null;
    },
  };
}

/**
 * The 5m closes replayed when the data ends at `asOf`: from `days` days before it (on the 5m grid),
 * exclusive, to `asOf`, inclusive; the replay's first clock is `from`. None for `days` 0 or no data.
 */
export function replayWindow(asOf: number, days: number): { from: number; closes: number[] } | null {
  if (days <= 0 || asOf <= 0) return null;
  const to = Math.floor(asOf / STEP_MS) * STEP_MS;
  const from = to - days * DAY_MS;
  const closes: number[] = [];
  for (let t = from + STEP_MS; t <= to; t += STEP_MS) closes.push(t);
  return { from, closes };
}

export interface ReplayDeps {
  jobs: readonly RegisteredJob[];
  context: JobContext;
  clock: Pick<ReplayClock, 'set'>;
  closes: readonly number[];
  signal: AbortSignal;
}

/**
 * Replays the files source's last days close by close (docs/analytics.md §6): at each 5m close the
 * clock stands at it and every job with `replay` payloads runs them, in the job's own code, as the
 * live scheduler would have at that close (the ICT scan opens trades and judges the live ones on the
 * bar that closed). Runs in process, without the queue: one close after the other, each run awaited.
 */
export async function replayCloses(deps: ReplayDeps): Promise<{ closes: number; runs: number; ms: number }> {
  const started = performance.now();
  const jobs = deps.jobs.filter((job) => job.replay.length > 0);
  let closes = 0;
  let runs = 0;
  for (const close of deps.closes) {
    if (deps.signal.aborted) break;
    deps.clock.set(close);
    for (const job of jobs) {
      for (const payload of job.replay) {
        await job.run(deps.context, payload);
        runs += 1;
      }
    }
    closes += 1;
  }
  return { closes, runs, ms: performance.now() - started };
}
