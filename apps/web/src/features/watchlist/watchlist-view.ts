import type { WatchlistItem } from '@app/contracts';
import { categoryRank } from '@app/core';
import { matchesSymbol, normalizeQuery } from '../../components/symbol-search.ts';

/** docs/product.md §2: the category select. */
export const categoryFilters = ['All', 'Large', 'Mid', 'Small'] as const;
export type CategoryFilter = (typeof categoryFilters)[number];

export type WatchGroupBy = 'stars' | 'tags';

export interface ItemGroup {
  key: string;
  title: string;
  items: WatchlistItem[];
}

/** The items whose symbol contains the search (any case) and whose category matches. */
export function filterItems(
  items: readonly WatchlistItem[],
  search: string,
  category: CategoryFilter,
): WatchlistItem[] {
  const query = normalizeQuery(search);
  return items.filter(
    (item) => matchesSymbol(item.symbol, query) && (category === 'All' || item.cap_category === category),
  );
}

/** Largest category first (docs/product.md §9 ranks: Large 5 … Nano 1, Unknown 0), then by symbol. */
export function sortByCategory(items: readonly WatchlistItem[]): WatchlistItem[] {
  return [...items].sort(
    (a, b) => categoryRank(b.cap_category) - categoryRank(a.cap_category) || a.symbol.localeCompare(b.symbol),
  );
}

const watchStarTitle = (stars: number, count: number) => `⭐ ${stars} Star Group (${count})`;
const watchTagTitle = (tag: string, count: number) => `🏷️ ${tag} (${count})`;
const untaggedTitle = (count: number) => `Untagged (${count})`;

/**
 * Groups keeping the items' order: by stars 5 down to 0, or by tag (alphabetical; an item with two
 * tags is in both groups) followed by the untagged items. Empty groups are left out.
 */
export function groupItems(items: readonly WatchlistItem[], by: WatchGroupBy): ItemGroup[] {
  if (by === 'stars') {
    return [5, 4, 3, 2, 1, 0]
      .map((stars) => {
        const members = items.filter((item) => item.stars === stars);
        return { key: `stars-${stars}`, title: watchStarTitle(stars, members.length), items: members };
      })
      .filter((group) => group.items.length > 0);
  }
  const names = [...new Set(items.flatMap((item) => item.tags.map((tag) => tag.name)))].sort((a, b) =>
    a.localeCompare(b),
  );
  const groups = names.map((name) => {
    const members = items.filter((item) => item.tags.some((tag) => tag.name === name));
    return { key: `tag-${name}`, title: watchTagTitle(name, members.length), items: members };
  });
  const untagged = items.filter((item) => item.tags.length === 0);
  if (untagged.length)
    groups.push({ key: 'untagged', title: untaggedTitle(untagged.length), items: untagged });
  return groups;
}

/** docs/product.md §5: the tag buttons need a selection and a module; the stars button a stars value ≥ 0. */
export function bulkEnabled(selected: number, module: string, stars: number | null) {
  return {
    stars: selected > 0 && stars !== null && stars >= 0,
    tag: selected > 0 && module !== '',
    remove: selected > 0,
  };
}
