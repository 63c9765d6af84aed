import type { AdminSettings } from '@app/contracts';
import {
  aggregateCandles,
  bucketStart,
  type Candle,
  type CprMaps,
  type CprSnapshot,
  type CprTimeframe,
  changeReferenceOpen,
  cprSnapshot,
  cprTimeframes,
  extendWithFiner,
  type LiquidityClockMode,
  nextBucketStart,
  previousBucketStart,
  scoreSnapshot,
} from '@app/core';
import type {
  CprInsightWrite,
  CprLevelWrite,
  CprScoreWrite,
  CprStateWrite,
} from '../../repositories/cpr-state-repository.ts';
import type { ScannedSymbol } from '../discord/cpr-scan-message.ts';
import type { SymbolCprInputs } from './cpr-inputs.ts';
import { type ServedTrendModel, servedTrendProbabilities } from './served-trend-model.ts';

/** The three `{T}_cpr_map` settings keyed by CPR timeframe, as core takes them. */
export function cprMapsOf(
  settings: Pick<AdminSettings, 'daily_cpr_map' | 'weekly_cpr_map' | 'monthly_cpr_map'>,
) {
  const maps: CprMaps = {
    '1d': settings.daily_cpr_map,
    '1w': settings.weekly_cpr_map,
    '1M': settings.monthly_cpr_map,
  };
  return maps;
}

/**
 * The daily bars of a symbol with today's forming bar built from the finer ones; a symbol without a
 * bar today yet (no trade since 00:00) opens at the last close, so the open checkpoint still has a row.
 */
export function withToday(input: SymbolCprInputs, now: number): Candle[] {
  const days = extendWithFiner(aggregateCandles(input.daily, '1d'), input.intraday, '1d', now);
  const last = days.at(-1);
  const dayStart = bucketStart('1d', now);
  if (last === undefined || last.openTime >= dayStart) return days;
  const p = last.close;
  return [...days, { openTime: dayStart, open: p, high: p, low: p, close: p, volume: 0 }];
}

/** Everything one CPR run computed: the rows to store and, per timeframe, what the scan summary lists. */
export interface CprComputation {
  state: CprStateWrite;
  scanned: Record<CprTimeframe, ScannedSymbol[]>;
  /** Market time of the newest bar used over all symbols (null without any data). */
  dataTime: number | null;
}

function levelRow(symbol: string, snap: CprSnapshot, tf: CprTimeframe): CprLevelWrite | null {
  const s = tf === '1d' ? snap.daily : tf === '1w' ? snap.weekly : snap.monthly;
  if (s === null) return null;
  const { cpr, previous } = s;
  return {
    symbol,
    timeframe: tf,
    periodOpenTime: s.periodOpenTime,
    pivot: cpr.pivot,
    bc: cpr.bc,
    tc: cpr.tc,
    top: cpr.top,
    bottom: cpr.bottom,
    widthPct: cpr.widthPct,
    subcategory: s.subcategory,
    position: s.position,
    isInside: s.isInside,
    previousPeriodOpenTime: previous === null ? null : previousBucketStart(tf, s.periodOpenTime),
    previousPivot: previous?.pivot ?? null,
    previousTop: previous?.top ?? null,
    previousBottom: previous?.bottom ?? null,
    // The levels come from the period's H, L, C: their data time is the period's close.
    dataTime: nextBucketStart(tf, s.periodOpenTime),
  };
}

/**
 * The CPR state of every symbol at `now` (docs/analytics.md §2) with the current settings maps: core
 * `cprSnapshot` (levels of the last complete day, week and month, subcategory, position at the
 * last price, `is_inside`, virgin, daily bias), core `scoreSnapshot` (docs/product.md §9 scores, the one
 * scoring module of server and web app) and the served trend-day probability at the latest
 * checkpoint (pooled: the market-wide features read every symbol). Each insight's change reference
 * (`today_open`) is the open of the day core `changeReferenceOpen` picks with `clockMode`: today's, or on
 * a replayed data set at its 00:00 clock the last complete day's.
 */
export function computeCprState(
  inputs: readonly SymbolCprInputs[],
  now: number,
  maps: CprMaps,
  model: ServedTrendModel | null,
  clockMode: LiquidityClockMode = 'live',
): CprComputation {
  const levels: CprLevelWrite[] = [];
  const insights: CprInsightWrite[] = [];
  const scores: CprScoreWrite[] = [];
  const scanned: Record<CprTimeframe, ScannedSymbol[]> = { '1d': [], '1w': [], '1M': [] };
  let dataTime: number | null = null;
  const days = new Map(inputs.map((i) => [i.symbol, withToday(i, now)]));
  const trend = servedTrendProbabilities(
    model,
    inputs.map((i) => ({ symbol: i.symbol, daily: days.get(i.symbol) ?? [], partials: i.partials })),
    now,
  );
  for (const input of inputs) {
    const { symbol, intraday, priceTime } = input;
    if (input.daily.length === 0 && intraday.length === 0) continue; // listed, no bar stored yet
    const snap = cprSnapshot({ daily: input.daily, intraday, now, maps });
    const score = scoreSnapshot(snap, maps);
    for (const tf of cprTimeframes) {
      const row = levelRow(symbol, snap, tf);
      if (row === null) continue;
      levels.push(row);
      scanned[tf].push({ symbol, subcategory: row.subcategory, total_score: score.total });
    }
    const served = trend.get(symbol);
    insights.push({
      symbol,
      price: snap.price,
      todayOpen: changeReferenceOpen(intraday, input.daily, now, clockMode),
      todayHigh: snap.todayHigh,
      todayLow: snap.todayLow,
      dailyPosition: snap.daily?.position ?? null,
      weeklyPosition: snap.weekly?.position ?? null,
      monthlyPosition: snap.monthly?.position ?? null,
      dailyBias: snap.dailyBias,
      isVirgin: snap.isVirgin,
      trendProbability: served?.probability ?? null,
      trendModelRunId: served === undefined ? null : (model?.runId ?? null),
      trendCheckpoint: served?.checkpoint ?? null,
      trendServed: served?.served ?? null,
      updatedAt: priceTime,
    });
    scores.push({
      symbol,
      trendScore: score.trendScore,
      biasScore: score.biasScore,
      totalScore: score.total,
      dailyScore: score.dailyScore,
      weeklyScore: score.weeklyScore,
      monthlyScore: score.monthlyScore,
      updatedAt: priceTime,
    });
    if (priceTime !== null) dataTime = Math.max(dataTime ?? priceTime, priceTime);
  }
  return { state: { levels, insights, scores }, scanned, dataTime };
}
