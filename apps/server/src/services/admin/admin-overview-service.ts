import type {
  AdminOverview,
  DamagedMarketFile,
  OverviewJob,
  OverviewTimeframe,
  UserRole,
} from '@app/contracts';
import { type StoredTimeframe, storedTimeframes, timeframeMs } from '@app/core';
import { Cron } from 'croner';
import type { TaskRow } from '../../db/jobs-schema.ts';
import { isoOfMs, isoOrNull } from '../../lib/time.ts';
import type { AdminOverviewRepository } from '../../repositories/admin-overview-repository.ts';
import type { CandleRepository } from '../../repositories/candle-repository.ts';
import type { TrendModelRepository } from '../../repositories/trend-model-repository.ts';
import { trendFiguresOf } from '../cpr/trend-figures.ts';
import type { HealthService } from '../health-service.ts';
import type { SettingsReader } from '../settings-service.ts';

/** The market source the overview describes (composition/source-reads.ts satisfies it). */
export interface OverviewScope {
  key: string;
  marketNow(): number;
  damagedFiles(): DamagedMarketFile[];
}

/** What the overview shows of one job. */
export interface ScheduledJob {
  /** Queue name, kebab-case. */
  name: string;
  /** `tasks.module` (the toolbox's grouping). */
  module: string;
  schedules: readonly { cron: string }[];
}

/** How many bars behind the market clock a symbol's newest bar may be before it counts as stale. */
const STALE_BARS = 3;
/** How many symbols each list names (the counts cover all). */
const LISTED_SYMBOLS = 20;

export interface AdminOverviewService {
  overview(): Promise<AdminOverview>;
}

export interface AdminOverviewDeps {
  repository: AdminOverviewRepository;
  candles: CandleRepository;
  trendModels: TrendModelRepository;
  /** The app's jobs with their schedules (jobs/registry.ts, passed in by the composition root). */
  jobs: readonly ScheduledJob[];
  settings: SettingsReader;
  health: HealthService;
  pendingUpgrades: () => Promise<number>;
  /**
   * The running market source, read once per overview: the `source` key of its stored rows
   * (runtime/source-key.ts; the source shown comes from health), its clock, and on the files source the
   * kline files skipped or with unreadable rows.
   */
  scope(): OverviewScope;
  now: () => Date;
}

/** Per stored timeframe: the newest bar, and the active symbols behind (stale) or without data (failing). */
function timeframeHealth(
  timeframe: StoredTimeframe,
  symbols: readonly string[],
  newest: ReadonlyMap<string, number>,
  marketNow: number,
): OverviewTimeframe {
  const cutoff = marketNow - (STALE_BARS + 1) * timeframeMs(timeframe);
  const failing = symbols.filter((s) => !newest.has(s));
  const stale = symbols.filter((s) => (newest.get(s) ?? Number.POSITIVE_INFINITY) < cutoff);
  const times = [...newest.values()];
  return {
    timeframe,
    newest_bar: times.length > 0 ? isoOfMs(Math.max(...times)) : null,
    stale_symbols: stale.slice(0, LISTED_SYMBOLS),
    stale_count: stale.length,
    failing_symbols: failing.slice(0, LISTED_SYMBOLS),
    failing_count: failing.length,
  };
}

/** Each job's last run and its next scheduled run on the market clock. */
function jobHealth(
  job: { name: string; module: string; schedules: readonly { cron: string }[] },
  last: TaskRow | undefined,
  marketNow: number,
): OverviewJob {
  const next = job.schedules
    .map((s) => new Cron(s.cron, { timezone: 'UTC', paused: true }).nextRun(new Date(marketNow))?.getTime())
    .filter((t): t is number => t !== undefined);
  const duration =
    last?.startedAt && last.finishedAt ? last.finishedAt.getTime() - last.startedAt.getTime() : null;
  return {
    name: job.name,
    module: job.module,
    last_status: (last?.status as OverviewJob['last_status']) ?? null,
    last_run_at: isoOrNull(last?.startedAt ?? last?.createdAt),
    last_duration_ms: duration,
    last_detail: last?.error ?? last?.detail ?? null,
    next_run_at: next.length > 0 ? isoOfMs(Math.min(...next)) : null,
  };
}

/** The admin dashboard's operator overview, computed from the repositories on each call. */
export function createAdminOverviewService(deps: AdminOverviewDeps): AdminOverviewService {
  return {
    async overview() {
      const scope = deps.scope();
      const marketNow = scope.marketNow();
      const [settings, health, symbols, lastTasks, roleCounts, pending, model] = await Promise.all([
        deps.settings.current(),
        deps.health.status(),
        deps.repository.activeSymbols(scope.key),
        deps.repository.lastTaskPerJob(),
        deps.repository.usersByRole(),
        deps.pendingUpgrades(),
        deps.trendModels.latest(scope.key),
      ]);
      const timeframes = await Promise.all(
        storedTimeframes.map(async (tf) =>
          timeframeHealth(tf, symbols, await deps.candles.newestOpenTimes(scope.key, tf, symbols), marketNow),
        ),
      );
      const byJob = new Map(lastTasks.map((t) => [t.jobName, t]));
      const byRole: Record<UserRole, number> = { free: 0, pro: 0, premium: 0, admin: 0 };
      let inactive = 0;
      for (const row of roleCounts) {
        if (row.active) byRole[row.role as UserRole] = (byRole[row.role as UserRole] ?? 0) + row.n;
        else inactive += row.n;
      }
      return {
        market: {
          source: health.source,
          // The data's own venue (exchange and files sources), else the setting (simulated).
          exchange: health.exchange ?? settings.default_exchange,
          data_time: health.data_as_of,
          market_now: isoOfMs(marketNow),
          exchange_status: health.exchange_status,
          damaged_files: scope.damagedFiles(),
        },
        timeframes,
        jobs: deps.jobs.map((job) => jobHealth(job, byJob.get(job.name), marketNow)),
        users: { by_role: byRole, inactive, pending_upgrades: pending },
        trend_model: model
          ? {
              fitted_at: model.fittedAt.toISOString(),
              brier: model.brier,
              base_rate_brier: model.baseRateBrier,
              beats_base_rate: model.beatsBaseRate,
              samples: model.samples,
              checkpoints: trendFiguresOf(model),
            }
          : null,
        generated_at: deps.now().toISOString(),
      };
    },
  };
}
