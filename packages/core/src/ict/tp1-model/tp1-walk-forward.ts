import { DAY_MS } from '../../candles/timeframe.ts';
import {
  fitTp1Model,
  forecastTp1,
  noTp1Forecast,
  type Tp1Forecast,
  type Tp1Model,
  type Tp1Options,
} from './tp1-model.ts';

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

interface Known {
  index: number;
  y: 0 | 1;
  resolvedAt: number;
}

/**
 * The P(TP1) walk-forward (docs/analytics.md §3.10 "P(TP1)"), pooled over every symbol. At each refit time R
 * (every `refitMs`) it fits the model (`fitTp1Model`) on the outcomes resolved strictly before R, with
 * the forecasts those trades were given when generated as its held-out set, then serves every trade
 * generated in [R, R + refitMs) (`forecastTp1`): so a forecast uses only outcomes known before its
 * trade was generated. Returns one forecast per sample, in input order. Pure and deterministic.
 */
export function tp1WalkForward(samples: readonly Tp1Sample[], options: Tp1Options = {}): Tp1Forecast[] {
  const refitMs = options.refitMs ?? DAY_MS;
  const out: Tp1Forecast[] = samples.map(() => noTp1Forecast);
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
  let model: Tp1Model | null = null;
  let used = 0;
  for (let k = 0; k < order.length; ) {
    const refit = Math.floor((samples[order[k] as number] as Tp1Sample).generatedAt / refitMs) * refitMs;
    let end = k;
    while (end < order.length && (samples[order[end] as number] as Tp1Sample).generatedAt < refit + refitMs)
      end++;
    while (used < known.length && (known[used] as Known).resolvedAt < refit) used++;
    model = fitTp1Model(
      known.slice(0, used).map((t) => ({
        x: (samples[t.index] as Tp1Sample).x,
        y: t.y,
        heldOut: out[t.index] as Tp1Forecast,
      })),
      options,
      model,
    );
    for (let j = k; j < end; j++) {
      const i = order[j] as number;
      out[i] = forecastTp1(model, (samples[i] as Tp1Sample).x);
    }
    k = end;
  }
  return out;
}
