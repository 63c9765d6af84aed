import type { CprMaps, CprPosition, DailyBias } from '../cpr/types.ts';
import {
  dailyBiasPoints,
  dailyPositionPoints,
  monthlyPositionPoints,
  trendPoints,
  virginPoints,
  weeklyPositionPoints,
} from './points.ts';

/** The CPR facts the scores read (one symbol); a missing timeframe has null fields. */
export interface CprScoreInput {
  dailySubcategory: string | null;
  weeklySubcategory: string | null;
  monthlySubcategory: string | null;
  dailyPosition: CprPosition | null;
  weeklyPosition: CprPosition | null;
  monthlyPosition: CprPosition | null;
  isVirgin: boolean;
  dailyBias: DailyBias;
}

export interface CprScores {
  trendScore: number;
  biasScore: number;
  total: number;
  dailyScore: number;
  weeklyScore: number;
  monthlyScore: number;
}

/** Trend score (docs/product.md §9): sum of the daily (2/1), weekly (2/1) and monthly (1.5/0.5) top-2 points. */
function trendScore(s: CprScoreInput, maps: CprMaps): number {
  return (
    trendPoints('1d', s.dailySubcategory, maps['1d']) +
    trendPoints('1w', s.weeklySubcategory, maps['1w']) +
    trendPoints('1M', s.monthlySubcategory, maps['1M'])
  );
}

/**
 * Bias score (docs/product.md §9): weekly Above +2, Within +1; daily Above +1.5, Within +0.5, Below −1;
 * virgin +1; daily bias Explosive +2, Trending +1. The monthly position does not count here.
 */
function biasScore(s: CprScoreInput): number {
  return (
    weeklyPositionPoints(s.weeklyPosition) +
    dailyPositionPoints(s.dailyPosition) +
    virginPoints(s.isVirgin) +
    dailyBiasPoints(s.dailyBias)
  );
}

/**
 * All CPR scores of a symbol (docs/product.md §9, docs/analytics.md §2): `total` = trend + bias (CPR screen);
 * volatility record `daily_score` = daily trend + daily position + virgin + bias points,
 * `weekly_score` = weekly trend + weekly position (Above 2, Within 1), `monthly_score` = monthly
 * trend + (Above 1, Within 0.5, Below 0).
 */
export function cprScores(s: CprScoreInput, maps: CprMaps): CprScores {
  const trend = trendScore(s, maps);
  const bias = biasScore(s);
  return {
    trendScore: trend,
    biasScore: bias,
    total: trend + bias,
    dailyScore:
      trendPoints('1d', s.dailySubcategory, maps['1d']) +
      dailyPositionPoints(s.dailyPosition) +
      virginPoints(s.isVirgin) +
      dailyBiasPoints(s.dailyBias),
    weeklyScore: trendPoints('1w', s.weeklySubcategory, maps['1w']) + weeklyPositionPoints(s.weeklyPosition),
    monthlyScore:
      trendPoints('1M', s.monthlySubcategory, maps['1M']) + monthlyPositionPoints(s.monthlyPosition),
  };
}
