import type { StreamModule } from '@app/contracts';
import type { z } from 'zod';
import type { JobContext } from './job-context.ts';

/** The start-up ingest phases, in order (runtime/startup-ingest.ts). */
export const startupPhases = ['1d', 'recent-5m', '1h', 'history', 'trend-partials'] as const;
export type StartupPhase = (typeof startupPhases)[number];

/** What a run reports: a one-line account of what it did, and which stream modules now hold new data. */
export interface JobResult {
  detail: string;
  /** Modules whose results changed; each gets a stream event with `dataTime`. */
  changed?: StreamModule[];
  /** Market time (epoch ms) of the data the results are computed from; default: the run's now. */
  dataTime?: number;
  /**
   * The run re-derived its results from more history than the run before (a start-up run once the
   * whole history is in): the alert states it moves are stored as a new baseline, and no alert fires
   * for them (they would be artefacts of the shorter history, not market moves).
   */
  quiet?: boolean;
}

/**
 * A schedule in market time (the source's clock, UTC): a croner pattern with seconds, e.g.
 * `10 *\/5 * * * *` = 10 s after every 5m close.
 */
export interface JobSchedule<P> {
  cron: string;
  payload: P;
  /**
   * The schedule follows each 5m close: the run is enqueued at the close itself, as soon as the live
   * feed has stored the closed bar, and at the cron time (a few seconds later) only when that close
   * was not reported (a feed outage): one run per close either way (docs/analytics.md §6).
   */
  atClose?: boolean;
}

/**
 * One background job (one file each under `jobs/`). Runs are idempotent; two runs of one job never
 * overlap (one queue per job with the singleton policy); each run is a `tasks` row.
 */
export interface JobDefinition<P> {
  /** Queue name, kebab-case. */
  name: string;
  /** `tasks.module` (the toolbox's grouping). */
  module: string;
  /** `tasks.action` of a run with this payload. */
  action(payload: NoInfer<P>): string;
  payload: z.ZodType<P>;
  schedules: JobSchedule<NoInfer<P>>[];
  /** Payloads run once at start-up, after the market history is in. */
  startup: NoInfer<P>[];
  /**
   * Payloads run once at start-up as soon as an earlier phase is in, before the `startup` runs: the
   * screen has rows early, computed from the partial history (saying so where the module shows how
   * much history it had, e.g. the volume `confidence`); the `startup` runs redo it from all of it.
   */
  startupEarly?: { after: StartupPhase; payloads: NoInfer<P>[] };
  /**
   * The start-up ingest phase the start-up runs wait for (see runtime/startup-ingest.ts): `1d`, then
   * `recent-5m` (the last two days of 5m bars), `1h`, then `history` (all of it, the default), then
   * `trend-partials` (the trend model's two years of day partials).
   */
  startupAfter?: StartupPhase;
  /**
   * Payloads run at every 5m close of the files source's start-up replay (runtime/files-replay.ts),
   * for a job whose results depend on the path and not only on the bars at the end: the ICT trades,
   * opened at one close and judged at each later one; the SniperFlow run, whose stored session-range
   * history fills as each session ends.
   */
  replay?: NoInfer<P>[];
  /** Extra attempts after a failure, and the delay before each. */
  retry: { limit: number; delaySeconds: number };
  /** A run still going after this long is considered lost (failed, then retried). */
  expireInSeconds: number;
  run(context: JobContext, payload: NoInfer<P>): Promise<JobResult>;
}

/** A job with its payload type erased, as the registry, worker and scheduler hold it. */
export interface RegisteredJob {
  name: string;
  module: string;
  retry: { limit: number; delaySeconds: number };
  expireInSeconds: number;
  schedules: JobSchedule<unknown>[];
  startup: unknown[];
  startupAfter: StartupPhase;
  startupEarly: { after: StartupPhase; payloads: unknown[] } | undefined;
  replay: unknown[];
  /** Validates a payload (throws a ZodError on a bad one). */
  parse(payload: unknown): unknown;
  action(payload: unknown): string;
  run(context: JobContext, payload: unknown): Promise<JobResult>;
}

export function defineJob<P>(definition: JobDefinition<P>): RegisteredJob {
  const parse = (payload: unknown): P => definition.payload.parse(payload);
  return {
    name: definition.name,
    module: definition.module,
    retry: definition.retry,
    expireInSeconds: definition.expireInSeconds,
    schedules: definition.schedules,
    startup: definition.startup,
    startupAfter: definition.startupAfter ?? 'history',
    startupEarly: definition.startupEarly,
    replay: definition.replay ?? [],
    parse,
    action: (payload) => definition.action(parse(payload)),
    run: (context, payload) => definition.run(context, parse(payload)),
  };
}
