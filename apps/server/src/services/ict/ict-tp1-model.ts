import {
  DAY_MS,
  fitTp1Model,
  forecastTp1,
  type IctAnalysis,
  type IctTradePlan,
  type Tp1Forecast,
  type Tp1Known,
  type Tp1Model,
  tp1Features,
  tp1Outcome,
} from '@app/core';
import type { IctRepository, IctTradeRow } from '../../repositories/ict-repository.ts';
import { stateOf } from './ict-trade-rows.ts';

/**
 * Stored trades created this long before a refit are its training data at most: it bounds the rows the
 * daily refit reads (about 10 trades per symbol and day); the 58-day backtest never reaches it.
 */
const TP1_TRAINING_DAYS = 60;

/** The refit time of market time `now`: 00:00 UTC of its day (the model is refit once a day). */
const tp1RefitTimeOf = (now: number) => Math.floor(now / DAY_MS) * DAY_MS;

/**
 * The resolved trades a refit at `refitAt` learns from: stored trades with their features and the
 * forecast made when they were generated, whose outcome (TP1 before the stop) was known before `refitAt`.
 */
export function tp1KnownOf(rows: readonly IctTradeRow[], refitAt: number): Tp1Known[] {
  return rows.flatMap((row) => {
    const outcome = tp1Outcome(stateOf(row));
    if (!row.tp1Features || !row.tp1Forecast || !outcome || outcome.resolvedAt >= refitAt) return [];
    return [{ x: row.tp1Features, y: outcome.y, heldOut: row.tp1Forecast }];
  });
}

/** The features and forecast of the trade a setup's plan generates. */
export function tp1ForecastOf(model: Tp1Model | null, a: IctAnalysis, plan: IctTradePlan) {
  const features = tp1Features(a, plan);
  return { features, forecast: forecastTp1(model, features) as Tp1Forecast };
}

export interface Tp1ModelKeeper {
  /**
   * The model to serve at market time `now`: the stored one when it was fitted at today's refit time,
   * else refit now (on the outcomes resolved before 00:00 UTC today, warm-started from the stored one)
   * and stored. The stored row is read each time (one primary-key read per scan), so a process never
   * serves a model other than the stored one.
   */
  current(now: number): Promise<Tp1Model | null>;
}

/** The P(TP1) model of one market source, refit by the ICT scan once a day (docs/analytics.md §3.10 "P(TP1)"). */
export function createTp1ModelKeeper(ict: IctRepository, source: string): Tp1ModelKeeper {
  return {
    async current(now) {
      const refitAt = tp1RefitTimeOf(now);
      const stored = await ict.readTp1Model(source);
      if (stored && stored.fittedAt.getTime() === refitAt) return stored.model;
      const rows = await ict.tradesCreatedSince(source, new Date(refitAt - TP1_TRAINING_DAYS * DAY_MS));
      const model = fitTp1Model(tp1KnownOf(rows, refitAt), {}, stored?.model ?? null);
      await ict.writeTp1Model(source, model, new Date(refitAt));
      return model;
    },
  };
}
