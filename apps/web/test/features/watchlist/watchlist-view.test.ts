import type { WatchlistItem } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  bulkEnabled,
  filterItems,
  groupItems,
  sortByCategory,
} from '../../../src/features/watchlist/watchlist-view.ts';

function item(id: number, symbol: string, over: Partial<WatchlistItem> = {}): WatchlistItem {
  return { id, symbol, stars: 1, tags: [], cap_category: 'Mid', market_cap: 2e9, ...over };
}

const items = [
  item(1, 'PEPEUSDT', { cap_category: 'Small', stars: 5, tags: [{ id: 1, name: 'CPR' }] }),
  item(2, 'BTCUSDT', {
    cap_category: 'Large',
    stars: 0,
    tags: [
      { id: 1, name: 'CPR' },
      { id: 2, name: 'ICT' },
    ],
  }),
  item(3, 'ETHUSDT', { cap_category: 'Large', stars: 5 }),
  item(4, 'FOOUSDT', { cap_category: 'Unknown' }),
];
const ids = (list: WatchlistItem[]) => list.map((i) => i.id);

describe('watchlist view', () => {
  it('searches case-insensitively and filters by category', () => {
    expect(ids(filterItems(items, 'usdt', 'All'))).toEqual([1, 2, 3, 4]);
    expect(ids(filterItems(items, 'Eth', 'All'))).toEqual([3]);
    expect(ids(filterItems(items, '', 'Large'))).toEqual([2, 3]);
    expect(ids(filterItems(items, 'btc', 'Small'))).toEqual([]);
  });

  it('sorts by category rank, then symbol', () => {
    expect(sortByCategory(items).map((i) => i.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'PEPEUSDT', 'FOOUSDT']);
  });

  it('groups by stars 5 to 0', () => {
    expect(groupItems(items, 'stars').map((g) => [g.title, ids(g.items)])).toEqual([
      ['⭐ 5 Star Group (2)', [1, 3]],
      ['⭐ 1 Star Group (1)', [4]],
      ['⭐ 0 Star Group (1)', [2]],
    ]);
  });

  it('groups by tag, an item in each of its tags, then the untagged', () => {
    expect(groupItems(items, 'tags').map((g) => [g.key, g.title, ids(g.items)])).toEqual([
      ['tag-CPR', '🏷️ CPR (2)', [1, 2]],
      ['tag-ICT', '🏷️ ICT (1)', [2]],
      ['untagged', 'Untagged (2)', [3, 4]],
    ]);
  });

  it('enables the bulk buttons only with what they need', () => {
    expect(bulkEnabled(0, 'cpr', 3)).toEqual({ stars: false, tag: false, remove: false });
    expect(bulkEnabled(2, '', null)).toEqual({ stars: false, tag: false, remove: true });
    expect(bulkEnabled(2, 'cpr', 0)).toEqual({ stars: true, tag: true, remove: true });
  });
});
