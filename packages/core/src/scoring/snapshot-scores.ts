import type { CprSnapshot } from '../cpr/snapshot.ts';
import type { CprMaps } from '../cpr/types.ts';
import { type CprScoreInput, type CprScores, cprScores } from './cpr-scores.ts';

/** The score inputs of a CPR snapshot (null for a timeframe the history could not compute). */
function scoreInputOf(s: CprSnapshot): CprScoreInput {
  return {
    dailySubcategory: s.daily?.subcategory ?? null,
    weeklySubcategory: s.weekly?.subcategory ?? null,
    monthlySubcategory: s.monthly?.subcategory ?? null,
    dailyPosition: s.daily?.position ?? null,
    weeklyPosition: s.weekly?.position ?? null,
    monthlyPosition: s.monthly?.position ?? null,
    isVirgin: s.isVirgin,
    dailyBias: s.dailyBias,
  };
}

/** The docs/product.md §9 scores of a CPR snapshot, with the same maps the snapshot used. */
export function scoreSnapshot(s: CprSnapshot, maps: CprMaps): CprScores {
  return cprScores(scoreInputOf(s), maps);
}
