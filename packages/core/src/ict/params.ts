import type { IctParams } from './types.ts';

/** The admin settings the ICT engine reads, structurally (core does not import the contracts). */
export interface IctSettingsLike {
  fib_golden_low: number;
  fib_golden_high: number;
  premium_zone_level: number;
  discount_zone_level: number;
  score_threshold_strong: number;
  score_threshold_a: number;
  score_threshold_potential: number;
  trade_generation_threshold: number;
  tp2_max_r: number;
  stop_min_atr: number;
  /** 'HH:MM' UTC. */
  asia_start_utc: string;
  /** 'HH:MM' UTC. */
  asia_end_utc: string;
}

/** Minutes after 00:00 of an 'HH:MM' (24 h) time; throws on anything else. */
export function minuteOfDay(hhmm: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  const h = m ? Number(m[1]) : Number.NaN;
  const min = m ? Number(m[2]) : Number.NaN;
  if (!(h >= 0 && h <= 24 && min >= 0 && min < 60) || (h === 24 && min !== 0)) {
    throw new Error(`not an HH:MM time: ${JSON.stringify(hhmm)}`);
  }
  return (h * 60 + min) % 1440;
}

/**
 * The engine's parameters from the admin settings (docs/product.md §3, docs/analytics.md §3): the Fibonacci
 * golden zone of the OTE, the premium/discount levels of the dealing range, the label and trade
 * thresholds, the stop and target rules, and the Asia session window as minutes after 00:00 UTC ('24:00' is 0).
 */
export function ictParamsFromSettings(settings: IctSettingsLike): IctParams {
  return {
    fibGoldenLow: settings.fib_golden_low,
    fibGoldenHigh: settings.fib_golden_high,
    premiumZoneLevel: settings.premium_zone_level,
    discountZoneLevel: settings.discount_zone_level,
    scoreThresholdStrong: settings.score_threshold_strong,
    scoreThresholdA: settings.score_threshold_a,
    scoreThresholdPotential: settings.score_threshold_potential,
    tradeGenerationThreshold: settings.trade_generation_threshold,
    tp2MaxR: settings.tp2_max_r,
    stopMinAtr: settings.stop_min_atr,
    asiaStartMinute: minuteOfDay(settings.asia_start_utc),
    asiaEndMinute: minuteOfDay(settings.asia_end_utc),
  };
}

/** The engine's parameters at the settings defaults (docs/product.md §9), for tests and tools. */
export const defaultIctParams: IctParams = {
  fibGoldenLow: 0.618,
  fibGoldenHigh: 0.786,
  premiumZoneLevel: 0.55,
  discountZoneLevel: 0.45,
  scoreThresholdStrong: 8,
  scoreThresholdA: 6,
  scoreThresholdPotential: 4,
  tradeGenerationThreshold: 7,
  tp2MaxR: 3,
  stopMinAtr: 1,
  asiaStartMinute: 0,
  asiaEndMinute: 7 * 60,
};
