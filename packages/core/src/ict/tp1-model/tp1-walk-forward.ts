import { DAY_MS } from '../../candles/timeframe.ts';
import { calibrate, fitPlatt, identityCalibration } from '../../cpr/trend-model/calibration.ts';
import { fitLogistic, type LogisticModel, predictLogistic } from '../../cpr/trend-model/logistic.ts';
import { selectColumns } from '../../cpr/trend-model/walk-forward.ts';

/** One generated trade as the P(TP1) model sees it. */
export interface Tp1Sample {
  /** When the trade was generated (its analysis' `asOf`). */
  generatedAt: number;
  /** `tp1Features` of the trade. */
  x: readonly number[];
  /**
   * Its outcome once triggered: 1 when TP1 came before the stop, 0 when the stop came first, and the
   * market time it became known (the close of the bar that decided it); null while undecided and for
   * trades never triggered (expired, open).
   */
  outcome: { y: 0 | 1; resolvedAt: number } | null;
}

/** What a forecast serves: the calibrated model, the pooled base rate, or nothing yet. */
export type Tp1Served = 'model' | 'base_rate' | 'none';

export interface Tp1Forecast {
  /** The served chance of TP1 before the stop (null when `served` is none). */
  p: number | null;
  served: Tp1Served;
  /** The model's calibrated forecast, and the base rate (the TP1 share of the training outcomes). */
  model: number | null;
  base: number | null;
  /** The model's forecast before calibration. */
  raw: number | null;
}

export interface Tp1Options {
  /** The model is refit at every multiple of this (UTC days by default). */
  refitMs?: number;
  /** Outcomes needed before anything is served; default 300. */
  minOutcomes?: number;
  /** Held-out forecasts with known outcomes needed before the model may be served; default 300. */
  minHeldOut?: number;
  /** L2 penalty of the logistic fit; default 1. */
  lambda?: number;
  /** Columns of `x` to use (the ablation drops groups); default all. */
  columns?: readonly number[];
}

const none: Tp1Forecast = { p: null, served: 'none', model: null, base: null, raw: null };

interface Known {
  index: number;
  y: 0 | 1;
  resolvedAt: number;
}

/**
 * The P(TP1) walk-forward (docs/analytics.md §3.11), pooled over every symbol. At each refit time R
 * (every `refitMs`) it fits a logistic model on the outcomes resolved strictly before R, then serves
 * every trade generated in [R, R + refitMs): so a forecast uses only outcomes known before its trade
 * was generated. The raw forecast is Platt-calibrated on the held-out forecasts of the trades resolved
 * before R (made when those were generated, so out of sample). The model is served when those held-out
 * forecasts (at least `minHeldOut`) had a lower Brier score than the base rate served with them;
 * otherwise the base rate is; nothing under `minOutcomes` outcomes. Returns one forecast per sample,
 * in input order. Pure and deterministic.
 */
export function tp1WalkForward(samples: readonly Tp1Sample[], options: Tp1Options = {}): Tp1Forecast[] {
  const refitMs = options.refitMs ?? DAY_MS;
  const minOutcomes = options.minOutcomes ?? 300;
  const minHeldOut = options.minHeldOut ?? 300;
  const out: Tp1Forecast[] = samples.map(() => none);
  const order = samples
    .map((_, i) => i)
    .sort((a, b) => {
      const d = (samples[a] as Tp1Sample).generatedAt - (samples[b] as Tp1Sample).generatedAt;
      return d !== 0 ? d : a - b;
    });
  const known: Known[] = [];
  samples.forEach((s, index) => {
    if (s.outcome) known.push({ index, ...s.outcome });
  });
  known.sort((a, b) => a.resolvedAt - b.resolvedAt || a.index - b.index);
  const xOf = (i: number) => selectColumns((samples[i] as Tp1Sample).x as number[], options.columns);
  let model: LogisticModel | null = null;
  let used = 0;
  for (let k = 0; k < order.length; ) {
    const refit = Math.floor((samples[order[k] as number] as Tp1Sample).generatedAt / refitMs) * refitMs;
    let end = k;
    while (end < order.length && (samples[order[end] as number] as Tp1Sample).generatedAt < refit + refitMs)
      end++;
    while (used < known.length && (known[used] as Known).resolvedAt < refit) used++;
    const train = known.slice(0, used);
    if (train.length >= minOutcomes) {
      const y = train.map((t) => t.y);
      model = fitLogistic(
        train.map((t) => xOf(t.index)),
        y,
        { lambda: options.lambda ?? 1, start: model ?? undefined, tolerance: 1e-6, maxIterations: 25 },
      );
      const base = y.reduce<number>((s, v) => s + v, 0) / y.length;
      const held = train.filter((t) => (out[t.index] as Tp1Forecast).raw !== null);
      const heldRaw = held.map((t) => (out[t.index] as Tp1Forecast).raw as number);
      const heldY = held.map((t) => t.y);
      const cal = held.length >= minHeldOut ? fitPlatt(heldRaw, heldY) : identityCalibration;
      let modelBrier = 0;
      let baseBrier = 0;
      for (const t of held) {
        const f = out[t.index] as Tp1Forecast;
        modelBrier += ((f.model as number) - t.y) ** 2;
        baseBrier += ((f.base as number) - t.y) ** 2;
      }
      const served: Tp1Served = held.length >= minHeldOut && modelBrier < baseBrier ? 'model' : 'base_rate';
      for (let j = k; j < end; j++) {
        const i = order[j] as number;
        const raw = predictLogistic(model, xOf(i));
        const p = calibrate(cal, raw);
        out[i] = { p: served === 'model' ? p : base, served, model: p, base, raw };
      }
    }
    k = end;
  }
  return out;
}
