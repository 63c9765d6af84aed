import {
  bucketStart,
  type Candle,
  type CheckpointOffsets,
  DAY_MS,
  type IntradayCheckpoint,
  intradayCheckpoints,
  timeframeMs,
} from '@app/core';
import type { CprInputRepository } from '../../repositories/cpr-input-repository.ts';
import type { TrendPartialsRepository } from '../../repositories/trend-partials-repository.ts';

/**
 * Daily history a CPR run reads: the monthly CPR and the previous month's (for `is_inside_monthly`)
 * need the last three calendar months (≤ 92 days) and today's trend-model features the last 100 days
 * (60-day width rank + 14-day ATR, see core `trendFeaturesAt`). The trend-model refit reads the
 * whole stored history (≥ 400 days) instead.
 */
const CPR_LOOKBACK_DAYS = 130;

/** What the CPR computation of one symbol reads from the candle store at `now`. */
export interface SymbolCprInputs {
  symbol: string;
  /** Stored daily bars, ascending (closed bars only). */
  daily: Candle[];
  /**
   * Yesterday's and today's closed 5m bars aggregated per day, then the forming 5m bar when it is
   * newer: core builds today's (and a missing yesterday's) daily bar from these.
   */
  intraday: Candle[];
  /** Today's partials at the intraday trend checkpoints that have passed (see `withTrendPartials`). */
  partials?: Partial<Record<IntradayCheckpoint, ReadonlyMap<number, Candle>>>;
  /** Market time of the newest bar used (the forming bar's update, else the last close), or null. */
  priceTime: number | null;
}

/**
 * Reads every symbol's inputs in three statements: daily bars of the last `lookbackDays`, the 5m bars
 * of today (and of yesterday when its daily bar is not stored yet) aggregated per day in SQL, and the
 * forming 5m bars. Bars opening at or after
 * `now` are never read (no look-ahead). The forming bar counts when it opened before `now` and after
 * the newest closed 5m bar; its time is its update time, capped at `now`.
 */
export async function loadCprInputs(
  repo: CprInputRepository,
  source: string,
  symbols: readonly string[],
  now: number,
  lookbackDays = CPR_LOOKBACK_DAYS,
): Promise<SymbolCprInputs[]> {
  const dayStart = bucketStart('1d', now);
  const daily = await repo.dailyCandles(source, symbols, dayStart - lookbackDays * DAY_MS, dayStart);
  // Yesterday's 5m bars only where yesterday's daily bar is not stored yet (core builds it from them).
  const ranges = symbols.map((symbol) => ({
    symbol,
    from: daily.get(symbol)?.at(-1)?.openTime === dayStart - DAY_MS ? dayStart : dayStart - DAY_MS,
  }));
  const days = await repo.intradayDays(source, ranges, now);
  const forming = await repo.forming5m(source);
  const step = timeframeMs('5m');
  return ranges.map(({ symbol, from }) => {
    const bars = daily.get(symbol) ?? [];
    const symbolDays = days.get(symbol) ?? [];
    const intraday = symbolDays.map((d) => d.candle);
    const lastOpen = symbolDays.at(-1)?.lastOpenTime;
    const lastDaily = bars.at(-1);
    let priceTime: number | null = null;
    if (lastDaily) priceTime = lastDaily.openTime + DAY_MS;
    if (lastOpen !== undefined) priceTime = Math.max(priceTime ?? 0, lastOpen + step);
    const f = forming.get(symbol);
    if (
      f &&
      f.candle.openTime < now &&
      f.candle.openTime >= from &&
      (lastOpen === undefined || f.candle.openTime > lastOpen)
    ) {
      intraday.push(f.candle);
      priceTime = Math.max(priceTime ?? 0, Math.min(f.asOf, now));
    }
    return { symbol, daily: bars, intraday, priceTime: priceTime === null ? null : Math.min(priceTime, now) };
  });
}

/**
 * Adds today's partials at each intraday trend checkpoint that has passed by `now` (the trend model's
 * offsets), from the stored 5m bars closed by the checkpoint: one statement for every symbol; a symbol
 * with no 5m bars there (an hourly files data set) takes them from its 1h bars.
 */
export async function withTrendPartials(
  repo: TrendPartialsRepository,
  source: string,
  inputs: SymbolCprInputs[],
  now: number,
  offsets: CheckpointOffsets | null,
): Promise<SymbolCprInputs[]> {
  if (offsets === null) return inputs;
  const dayStart = bucketStart('1d', now);
  const passed = intradayCheckpoints.filter(
    (c) => Number.isFinite(offsets[c]) && dayStart + offsets[c] <= now,
  );
  if (passed.length === 0) return inputs;
  const symbols = inputs.map((i) => i.symbol);
  const wanted = passed.map((c) => offsets[c]);
  const read = await repo.dayPartials(source, '5m', symbols, wanted, dayStart, now);
  // A data set without 5m bars (an hourly files folder) has today's partials in its 1h bars.
  const missing = symbols.filter((s) => wanted.some((o) => read.get(s)?.get(o) === undefined));
  if (missing.length > 0)
    for (const [symbol, byOffset] of await repo.dayPartials(source, '1h', missing, wanted, dayStart, now)) {
      const have = read.get(symbol) ?? new Map();
      for (const [o, days] of byOffset) if (!have.has(o)) have.set(o, days);
      read.set(symbol, have);
    }
  return inputs.map((input) => {
    const bySymbol = read.get(input.symbol);
    const partials: SymbolCprInputs['partials'] = {};
    for (const c of passed) {
      const m = bySymbol?.get(offsets[c]);
      if (m !== undefined) partials[c] = m;
    }
    return { ...input, partials };
  });
}
