import type { AdminSettings } from '@app/contracts';
import {
  bucketStart,
  type CprMaps,
  type CprTimeframe,
  checkpointOffsetsOf,
  type DailyBias,
  type LiquidityClockMode,
} from '@app/core';
import type { CprInputRepository } from '../../repositories/cpr-input-repository.ts';
import type { CprInsightWrite, CprStateRepository } from '../../repositories/cpr-state-repository.ts';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import type { TrendModelRepository } from '../../repositories/trend-model-repository.ts';
import type { TrendPartialsRepository } from '../../repositories/trend-partials-repository.ts';
import type { ScannedSymbol } from '../discord/cpr-scan-message.ts';
import type { DiscordAlerts } from '../discord/discord-alerts.ts';
import type { WebhookResult } from '../discord/webhook-client.ts';
import { loadCprInputs, withTrendPartials } from './cpr-inputs.ts';
import { computeCprState, cprMapsOf } from './cpr-state.ts';
import { servedModelOf } from './served-trend-model.ts';
import { refitTrendModel, type TrendRefit } from './trend-model-service.ts';

export interface CprServiceDeps {
  /** `candles.source` of the running market source. */
  source: string;
  /** The market's now (epoch ms): the source's clock. */
  marketNow: () => number;
  /** Wall clock (`computed_at`, `fitted_at`). */
  now: () => Date;
  /**
   * How the market clock moves (core `liquidityDay`): on `replay`, a fixed data set at its 00:00 clock,
   * the watchlist's change counts from the last complete day's open; default `live`, today's.
   */
  clockMode?: LiquidityClockMode;
  /** Read fresh per run (`invalidate` first): a settings change saved by another process counts at once. */
  settings: { current(): Promise<AdminSettings>; invalidate(): void };
  inputs: CprInputRepository;
  state: CprStateRepository;
  models: TrendModelRepository;
  partials: TrendPartialsRepository;
  symbols: MarketSymbolRepository;
  alerts?: Pick<DiscordAlerts, 'cprScanSummary'>;
  /** Called after a run stored changed rows (this process's endpoint caches). */
  onChange?: () => void;
}

export interface CprRecompute {
  /** Market time the run computed at, and of the newest bar it used (null without data). */
  now: number;
  dataTime: number | null;
  symbols: number;
  /** Symbols with a CPR per timeframe, and the scan rows (subcategory and total score). */
  scanned: Record<CprTimeframe, ScannedSymbol[]>;
  maps: CprMaps;
  /** Rows inserted, changed or deleted: 0 means the stored results did not change. */
  changedRows: number;
  /** Symbols per daily bias, with a virgin CPR, and with a trend probability. */
  counts: Record<DailyBias, number> & { virgin: number; withProbability: number };
  modelRunId: number | null;
  timings: { readMs: number; computeMs: number; writeMs: number };
}

export interface CprScanResult extends CprRecompute {
  timeframe: CprTimeframe;
  alert: WebhookResult;
}

export interface CprService {
  /**
   * Recomputes the whole CPR state of every active symbol at the market's now from the candle
   * store, with the current settings maps and the latest trend model, and stores it in one
   * transaction (levels of 1d/1w/1M, insights, scores). Idempotent: unchanged rows are not touched.
   */
  recompute(): Promise<CprRecompute>;
  /** A `tf` CPR scan: `recompute`, then the scan summary of `tf` to its Discord webhook. */
  scan(tf: CprTimeframe): Promise<CprScanResult>;
  /**
   * Refits the trend-day models of every checkpoint (see trend-model-service.ts; the checkpoints from
   * the session settings), then recomputes with them.
   */
  refitTrendModel(): Promise<TrendRefit & { recompute: CprRecompute }>;
}

function countInsights(insights: readonly CprInsightWrite[]): CprRecompute['counts'] {
  const counts = { Explosive: 0, Trending: 0, Neutral: 0, virgin: 0, withProbability: 0 };
  for (const i of insights) {
    counts[i.dailyBias as DailyBias] += 1;
    if (i.isVirgin) counts.virgin += 1;
    if (i.trendProbability !== null) counts.withProbability += 1;
  }
  return counts;
}

export function createCprService(deps: CprServiceDeps): CprService {
  const { source } = deps;

  async function freshMaps(): Promise<CprMaps> {
    deps.settings.invalidate();
    return cprMapsOf(await deps.settings.current());
  }

  const service: CprService = {
    async recompute() {
      const now = deps.marketNow();
      const maps = await freshMaps();
      const t0 = performance.now();
      const symbols = (await deps.symbols.listActive(source)).map((s) => s.symbol);
      const latest = await deps.models.latest(source);
      const model = latest ? servedModelOf(latest) : null;
      const inputs = await withTrendPartials(
        deps.partials,
        source,
        await loadCprInputs(deps.inputs, source, symbols, now),
        now,
        model?.offsets ?? null,
      );
      const t1 = performance.now();
      const computed = computeCprState(inputs, now, maps, model, deps.clockMode);
      const t2 = performance.now();
      const changedRows = await deps.state.replace(source, computed.state, deps.now());
      const t3 = performance.now();
      if (changedRows > 0) deps.onChange?.();
      return {
        now,
        dataTime: computed.dataTime,
        symbols: computed.state.insights.length,
        scanned: computed.scanned,
        maps,
        changedRows,
        counts: countInsights(computed.state.insights),
        modelRunId: model?.runId ?? null,
        timings: { readMs: t1 - t0, computeMs: t2 - t1, writeMs: t3 - t2 },
      };
    },

    async scan(tf) {
      const result = await service.recompute();
      const summary = {
        timeframe: tf,
        periodStart: new Date(bucketStart(tf, result.now)),
        map: result.maps[tf],
        rows: result.scanned[tf],
      };
      // The results are stored: an alert that cannot be sent must not fail the scan.
      const alert: WebhookResult = deps.alerts
        ? await deps.alerts.cprScanSummary(summary).catch((error: unknown) => ({
            status: 'failed' as const,
            attempts: 0,
            reason: error instanceof Error ? error.message : String(error),
          }))
        : { status: 'skipped' };
      return { ...result, timeframe: tf, alert };
    },

    async refitTrendModel() {
      const now = deps.marketNow();
      deps.settings.invalidate();
      const settings = await deps.settings.current();
      const symbols = (await deps.symbols.listActive(source)).map((s) => s.symbol);
      const refit = await refitTrendModel(
        deps,
        symbols,
        now,
        settings.daily_cpr_map,
        checkpointOffsetsOf(settings),
      );
      return { ...refit, recompute: await service.recompute() };
    },
  };
  return service;
}
