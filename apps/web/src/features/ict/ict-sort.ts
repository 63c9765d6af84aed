import type { FvgType, IctBias, IctSetup } from '@app/contracts';
import { compareMissingLast, nextTableSort, type TableSort } from '../../components/table-sort.ts';

/** The columns the ICT screener sorts by (also the URL's `sort` values). */
export const ictSortKeys = ['bias', 'fvg', 'score', 'p_tp1'] as const;
export type IctSortKey = (typeof ictSortKeys)[number];
export type IctSort = TableSort<IctSortKey>;

/** docs/product.md §2: the default sort is the score, highest first. */
export const defaultIctSort: IctSort = { key: 'score', direction: 'desc' };

/**
 * The order a text column sorts in, strongest first: the bias by its points (Bullish, Bearish, then
 * Neutral), the FVG type by its points and the filter's order (One Sided, Breaker, Two Sided, None).
 */
const biasRank: Record<IctBias, number> = { Bullish: 0, Bearish: 1, Neutral: 2 };
const fvgRank: Record<FvgType, number> = {
  'One Sided FVG': 0,
  'Breaker FVG': 1,
  'Two Sided FVG': 2,
  None: 3,
};

/** Clicking the current column again toggles its direction; another column starts at its first direction. */
export function nextIctSort(current: IctSort, key: IctSortKey): IctSort {
  return nextTableSort(current, key, key === 'score' || key === 'p_tp1' ? 'desc' : 'asc');
}

function value(setup: IctSetup, key: IctSortKey): number | null {
  if (key === 'bias') return biasRank[setup.htf_bias];
  if (key === 'fvg') return fvgRank[setup.fvg_type];
  if (key === 'p_tp1') return setup.p_tp1;
  return setup.score;
}

/**
 * A sorted copy. For the text columns 'asc' is the strongest-first order above; setups without a
 * P(TP1) (no trade plan) come last whichever way it points. Ties keep the best score first, then the
 * symbol A→Z, whichever way the column points.
 */
export function sortSetups(setups: readonly IctSetup[], sort: IctSort): IctSetup[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...setups].sort(
    (a, b) =>
      compareMissingLast(value(a, sort.key), value(b, sort.key), sign) ||
      b.score - a.score ||
      a.symbol.localeCompare(b.symbol),
  );
}
