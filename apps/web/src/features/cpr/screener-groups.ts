import { dailyBiases } from '@app/core';
import type { ScreenerRow } from './screener-model.ts';

export type GroupBy = 'stars' | 'bias' | 'none';

export const groupByOptions: { value: GroupBy; label: string }[] = [
  { value: 'stars', label: 'Group by Stars' },
  { value: 'bias', label: 'Group by Daily Bias' },
  { value: 'none', label: 'No Grouping' },
];

export interface RowGroup<T> {
  key: string;
  title: string;
  rows: T[];
}

/** docs/product.md §2 group titles. */
const starGroupTitle = (stars: number, count: number) => `⭐ ${stars} Star Group (${count})`;
const biasGroupTitle = (bias: string, count: number) => `📈 Bias: ${bias} (${count})`;

/**
 * Groups rows keeping their order: by stars 5 down to 0 (a symbol not on the watchlist counts 0), by
 * daily bias Explosive, Trending, Neutral, or one group of everything. Empty groups are left out.
 */
export function groupRows(rows: readonly ScreenerRow[], by: GroupBy): RowGroup<ScreenerRow>[] {
  if (by === 'none')
    return rows.length ? [{ key: 'all', title: `All (${rows.length})`, rows: [...rows] }] : [];
  if (by === 'stars') {
    return [5, 4, 3, 2, 1, 0]
      .map((stars) => {
        const members = rows.filter((row) => row.stars === stars);
        return { key: `stars-${stars}`, title: starGroupTitle(stars, members.length), rows: members };
      })
      .filter((group) => group.rows.length > 0);
  }
  return dailyBiases
    .map((bias) => {
      const members = rows.filter((row) => row.dailyBias === bias);
      return { key: `bias-${bias}`, title: biasGroupTitle(bias, members.length), rows: members };
    })
    .filter((group) => group.rows.length > 0);
}
