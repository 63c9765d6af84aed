import { createHash } from 'node:crypto';
import type { VolumeSnapshot } from '@app/contracts';

/** What a user's watchlist says about one symbol: its stars and tag names. */
export interface WatchlistMark {
  stars: number;
  tags: string[];
}

/** A user's watchlist by symbol. */
export type WatchlistMarks = ReadonlyMap<string, WatchlistMark>;

/**
 * The marks of a user's watchlist items. With `allow_duplicate_symbols` a symbol may be listed twice:
 * it then shows the higher stars and every tag of its items (sorted, once each).
 */
export function marksOf(
  items: readonly { symbol: string; stars: number; tags: { name: string }[] }[],
): WatchlistMarks {
  const marks = new Map<string, WatchlistMark>();
  for (const item of items) {
    const seen = marks.get(item.symbol);
    const tags = new Set([...(seen?.tags ?? []), ...item.tags.map((t) => t.name)]);
    marks.set(item.symbol, {
      stars: Math.max(seen?.stars ?? 0, item.stars),
      tags: [...tags].sort(),
    });
  }
  return marks;
}

/** A short digest of the marks: equal marks, equal key (the personal body cache is keyed by it). */
export function marksKey(marks: WatchlistMarks): string {
  const entries = [...marks].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 22);
}

/** The rows with the user's `in_watchlist`, `stars` and `tags` filled in (the rows are not changed). */
export function withMarks(rows: readonly VolumeSnapshot[], marks: WatchlistMarks): VolumeSnapshot[] {
  return rows.map((row) => {
    const mark = marks.get(row.symbol);
    return mark ? { ...row, in_watchlist: true, stars: mark.stars, tags: mark.tags } : row;
  });
}
