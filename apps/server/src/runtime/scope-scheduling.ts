import type { SourceScope } from '../composition/source-scope.ts';
import type { RegisteredJob } from '../jobs/job-definition.ts';
import type { JobService } from '../jobs/job-service.ts';
import { safeErrorText } from '../lib/safe-error.ts';
import { isoOfMs } from '../lib/time.ts';
import type { SourceEvent } from '../push/source-event.ts';
import type { TaskRepository } from '../repositories/task-repository.ts';
import { type ReplayClock, replayCloses } from './files-replay.ts';
import { type Scheduling, startScheduling } from './market-scheduling.ts';
import type { MarketStatusHolder } from './market-status.ts';

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface ScopeSchedulingDeps {
  scope: SourceScope;
  jobs: readonly RegisteredJob[];
  jobService: JobService;
  tasks: Pick<TaskRepository, 'findById'>;
  events: { onSource(listener: (event: SourceEvent) => void): () => void };
  status: MarketStatusHolder;
  log: Log;
  /** Files source, first start: the days replayed close by close before the live schedules (files-replay.ts). */
  replay: { window: { from: number; closes: number[] }; clock: ReplayClock } | null;
  refreshStatistics?(scope: 'candles' | 'trend_day_partials'): Promise<void>;
  /** Every start-up run has ended (after the replay, when there is one). */
  onSettled(): void;
}

export interface ScopeScheduling {
  /** Resolves when the first start-up backfill is done (or stopped). */
  historyReady: Promise<void>;
  stop(): Promise<void>;
}

/**
 * The scheduler role for one source scope: the start-up backfill and runs, the live feed and the
 * schedules (market-scheduling.ts); on a files source's first start, the replay of its last days
 * between the start-up runs at the replay's first close and a second round at the data's end
 * (docs/analytics.md §6). The status says `loading` until the last start-up run ended.
 */
export function startScopeScheduling(deps: ScopeSchedulingDeps): ScopeScheduling {
  const { scope, log, status } = deps;
  let scheduling: Scheduling | undefined;
  let stopped = false;
  let replayAbort: AbortController | undefined;
  let replaying: Promise<void> | undefined;

  const replayThenSchedule = async (replay: NonNullable<ScopeSchedulingDeps['replay']>) => {
    await scheduling?.stop();
    if (stopped) return;
    const { window, clock } = replay;
    log.info({ from: isoOfMs(window.from), closes: window.closes.length }, 'files replay started');
    replayAbort = new AbortController();
    try {
      const report = await replayCloses({
        jobs: deps.jobs,
        context: scope.context,
        clock,
        closes: window.closes,
        signal: replayAbort.signal,
      });
      log.info(
        { closes: report.closes, runs: report.runs, ms: Math.round(report.ms) },
        'files replay finished',
      );
    } catch (error) {
      log.warn(
        { error: safeErrorText(error) },
        'files replay failed: the screens show the data set as of its end',
      );
    }
    clock.clear();
    replayAbort = undefined;
    if (!stopped) schedule(null);
  };

  const schedule = (replay: ScopeSchedulingDeps['replay']) => {
    status.set({ loading: true });
    if (replay) {
      replay.clock.set(replay.window.from);
      status.set({ replayFrom: replay.window.from });
    }
    scheduling = startScheduling({
      ingest: scope.ingest,
      jobs: deps.jobs,
      jobService: deps.jobService,
      tasks: deps.tasks,
      clock: scope.clock,
      sourceKey: scope.key,
      events: deps.events,
      log,
      ...(deps.refreshStatistics ? { refreshStatistics: deps.refreshStatistics } : {}),
      onSettled: () => {
        if (replay) {
          log.info({ at: isoOfMs(replay.window.from) }, 'start-up runs finished at the replay start');
          replaying = replayThenSchedule(replay);
          return;
        }
        log.info({}, 'start-up runs finished');
        status.set({ loading: false });
        deps.onSettled();
      },
    });
    return scheduling.historyReady;
  };

  return {
    historyReady: schedule(deps.replay),
    async stop() {
      stopped = true;
      replayAbort?.abort();
      await replaying;
      await scheduling?.stop();
    },
  };
}
