import {
  bucketStart,
  type CheckpointOffsets,
  type CprMap,
  DAY_MS,
  fitCheckpointModelColumnsSteps,
  hasLabel,
  type IntradayCheckpoint,
  intradayCheckpoints,
  intradayOffsets,
  poolTrendDaysSteps,
  type SeriesDays,
  seriesDays,
  type TrendCheckpoint,
  type TrendCheckpointModel,
  type TrendSeries,
  trendCheckpoints,
  trendDatasetDefaults,
  trendFeatureNames,
} from '@app/core';
import type { StoredTrendCheckpoints, TrendModelRunRow } from '../../db/cpr-schema.ts';
import { runStepsSliced, timeSlicer } from '../../lib/event-loop-turns.ts';
import type { CprInputRepository } from '../../repositories/cpr-input-repository.ts';
import type { TrendModelRepository } from '../../repositories/trend-model-repository.ts';
import type {
  DayPartialsBySymbol,
  TrendPartialsRepository,
} from '../../repositories/trend-partials-repository.ts';

/** Daily history the refit reads: everything the store keeps (≥ 400 days), capped at about 5 years. */
export const TREND_HISTORY_DAYS = 2000;

export interface TrendRefitDeps {
  source: string;
  inputs: CprInputRepository;
  partials: TrendPartialsRepository;
  models: TrendModelRepository;
  /** Wall clock of `fitted_at`. */
  now: () => Date;
  /** Symbols whose bars the refit holds at once; default `TREND_REFIT_CHUNK`. */
  chunk?: number;
}

export interface TrendRefit {
  run: TrendModelRunRow;
  models: Partial<Record<TrendCheckpoint, TrendCheckpointModel>>;
}

/** Offsets as stored (JSON has no NaN: an unused checkpoint is null). */
export const storedOffsets = (o: CheckpointOffsets) =>
  Object.fromEntries(trendCheckpoints.map((c) => [c, Number.isFinite(o[c]) ? o[c] : null])) as Record<
    TrendCheckpoint,
    number | null
  >;

/** The trend-model series of every symbol (sorted, so the fit is deterministic) with its partials. */
export function trendSeriesOf(
  daily: ReadonlyMap<string, readonly import('@app/core').Candle[]>,
  partials: DayPartialsBySymbol,
  offsets: CheckpointOffsets,
): TrendSeries[] {
  return [...daily.keys()].sort().map((symbol) => {
    const bySymbol = partials.get(symbol);
    const p: TrendSeries['partials'] = {};
    for (const c of intradayCheckpoints) {
      const m = bySymbol?.get(offsets[c]);
      if (m !== undefined) p[c as IntradayCheckpoint] = m;
    }
    return { symbol, daily: daily.get(symbol) ?? [], partials: p };
  });
}

/** Symbols whose bars and partials the refit holds at once (their days are built, then they are dropped). */
const TREND_REFIT_CHUNK = 40;

/**
 * The pooled rows of the refit as columns (core `seriesDays` of each symbol, then
 * `poolTrendDaysSteps`, in steps through `slice`) from the stored daily bars and day partials, and how
 * many symbols have daily bars. The bars and partials are read `TREND_REFIT_CHUNK` symbols at a time
 * (in symbol order, so the rows are those of `trendDataset` on every symbol's series) and dropped
 * once their days are built, and the rows are a few typed arrays a checkpoint: V8's full collections,
 * whose time grows with the number of live objects, were what was left of the refit's stalls
 * (docs/logbook/2026-11-27-trend-refit.md, The trend refit in steps).
 */
async function readTrendDataset(
  deps: TrendRefitDeps,
  symbols: readonly string[],
  marketNow: number,
  map: CprMap,
  offsets: CheckpointOffsets,
  slice: () => Promise<void> | undefined,
) {
  const from = bucketStart('1d', marketNow) - TREND_HISTORY_DAYS * DAY_MS;
  const used = intradayOffsets(offsets);
  // The store's 1h bars (61 days) first, so the partial store (two years) has every closed day.
  await deps.partials.storeFromCandles(deps.source, '1h', symbols, used, from, marketNow);
  const options = trendDatasetDefaults({ map, now: marketNow, offsets });
  const sorted = [...new Set(symbols)].sort();
  const days: SeriesDays[] = [];
  let symbolsWithBars = 0;
  const size = deps.chunk ?? TREND_REFIT_CHUNK;
  for (let i = 0; i < sorted.length; i += size) {
    const chunk = sorted.slice(i, i + size);
    const daily = await deps.inputs.dailyCandles(deps.source, chunk, from, marketNow);
    const partials = await deps.partials.stored(deps.source, chunk, used, from, marketNow);
    for (const bars of daily.values()) if (bars.length > 0) symbolsWithBars++;
    for (const series of trendSeriesOf(daily, partials, offsets)) {
      days.push(seriesDays(series, options));
      const turn = slice();
      if (turn !== undefined) await turn;
    }
  }
  const dataset = await runStepsSliced(poolTrendDaysSteps(days, options), slice);
  return { dataset, symbolsWithBars };
}

/**
 * Refits the trend-day model (docs/analytics.md §2) on every symbol's history up to `marketNow`, one model
 * per checkpoint: the open from the daily bars, `asia_close` and `london_close` adding each day's
 * partial from the partial store (two years; brought up to date from the stored 1h bars first; days
 * without one have no row there). Each checkpoint's
 * walk-forward (core `fitCheckpointModel`: monthly windows, two-year trailing training, Platt
 * calibration on held-out windows) gives its held-out Brier score, base-rate Brier, skill, AUC and
 * reliability table, and whether it beats the base rate; all are stored, the flat columns repeating
 * the open checkpoint's. A checkpoint whose model does not beat the base rate serves the base rate.
 * The reads go a few symbols a statement and the computation in steps, so the event loop turns
 * every ~20 ms throughout (docs/reliability.md, Soak).
 */
export async function refitTrendModel(
  deps: TrendRefitDeps,
  symbols: readonly string[],
  marketNow: number,
  map: CprMap,
  offsets: CheckpointOffsets,
): Promise<TrendRefit> {
  const started = performance.now();
  // The dataset and the fits are seconds of computation at a few hundred symbols: they run in core's
  // steps, the event loop turning every 20 ms, so requests keep being answered (docs/reliability.md,
  // Soak). The models are those of the synchronous `fitCheckpointModel`, to the bit.
  const slice = timeSlicer();
  const { dataset, symbolsWithBars } = await readTrendDataset(deps, symbols, marketNow, map, offsets, slice);
  const models: TrendRefit['models'] = {};
  for (const c of trendCheckpoints) {
    if (hasLabel(dataset[c]))
      models[c] = await runStepsSliced(
        fitCheckpointModelColumnsSteps(c, dataset[c], trendFeatureNames(map, c)),
        slice,
      );
  }
  const open = models.open;
  const checkpoints: StoredTrendCheckpoints = { offsets: storedOffsets(offsets), models };
  const run = await deps.models.add({
    source: deps.source,
    fittedAt: deps.now(),
    dataTime: new Date(marketNow),
    trainedThrough: open?.trainedThrough == null ? null : new Date(open.trainedThrough),
    symbols: symbolsWithBars,
    samples: open?.samples ?? 0,
    n: open?.scores?.n ?? 0,
    folds: open?.folds ?? 0,
    brier: open?.scores?.brier ?? null,
    baseRateBrier: open?.scores?.baseRateBrier ?? null,
    baseRate: open?.baseRate ?? 0,
    beatsBaseRate: open?.beatsBaseRate ?? false,
    coefficients: open?.logistic ?? { intercept: 0, weights: [], mean: [], scale: [] },
    featureNames: open?.featureNames ?? trendFeatureNames(map),
    dailyMap: map.map(([threshold, label, sub]) => [threshold, label, sub]),
    elapsedMs: Math.round(performance.now() - started),
    checkpoints,
  });
  return { run, models };
}
