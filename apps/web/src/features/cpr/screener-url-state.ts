import { type CprRange, cprRanges } from '@app/contracts';
import {
  biasOptions,
  defaultFilters,
  type ScreenerFilters,
  starsOptions,
  virginOptions,
} from './screener-filters.ts';
import { type GroupBy, groupByOptions } from './screener-groups.ts';
import { defaultSort, type SortState, sortOptions } from './screener-sort.ts';

/**
 * The Trend Screener's view in the URL (docs/product.md §2 "Screener state"): timeframe, tab, search,
 * filters, grouping and sort, so a reload, a bookmark or a shared link opens the same view. Only what
 * differs from the defaults is written; a value the screen does not know is read as its default.
 */
export interface ScreenerView {
  range: CprRange;
  /** The tab's key ('sub:narrow', 'trend:80-100'); null: the screen picks (`activeTab`). */
  tab: string | null;
  search: string;
  filters: ScreenerFilters;
  groupBy: GroupBy;
  sort: SortState;
}

export const defaultScreenerView: ScreenerView = {
  range: 'daily',
  tab: null,
  search: '',
  filters: defaultFilters,
  groupBy: 'stars',
  sort: defaultSort,
};

/** The query keys of the view, in the order they are written. */
export const screenerViewKeys = [
  'tf',
  'tab',
  'q',
  'virgin',
  'bias',
  'stars',
  'group',
  'sort',
  'dir',
] as const;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

const values = <T extends string>(options: readonly { value: T }[]) => options.map((o) => o.value);
const sortKeys = sortOptions.map((o) => o.key);

/** The view a query string describes; missing or unknown values are the defaults. */
export function readScreenerView(params: URLSearchParams): ScreenerView {
  const d = defaultScreenerView;
  const tab = params.get('tab');
  return {
    range: oneOf(params.get('tf'), cprRanges, d.range),
    tab: tab && /^(sub|trend):[\w-]+$/.test(tab) ? tab : null,
    search: (params.get('q') ?? '').slice(0, 40),
    filters: {
      virgin: oneOf(params.get('virgin'), values(virginOptions), d.filters.virgin),
      bias: oneOf(params.get('bias'), values(biasOptions), d.filters.bias),
      stars: oneOf(params.get('stars'), values(starsOptions), d.filters.stars),
    },
    groupBy: oneOf(params.get('group'), values(groupByOptions), d.groupBy),
    sort: {
      key: oneOf(params.get('sort'), sortKeys, d.sort.key),
      direction: oneOf(params.get('dir'), ['asc', 'desc'] as const, d.sort.direction),
    },
  };
}

/** The query entries of a view: only what differs from the defaults (the default view is empty). */
export function writeScreenerView(view: ScreenerView): [string, string][] {
  const d = defaultScreenerView;
  const sortDiffers = view.sort.key !== d.sort.key || view.sort.direction !== d.sort.direction;
  const entries: [string, string | null][] = [
    ['tf', view.range === d.range ? null : view.range],
    ['tab', view.tab],
    ['q', view.search.trim() === '' ? null : view.search.trim()],
    ['virgin', view.filters.virgin === d.filters.virgin ? null : view.filters.virgin],
    ['bias', view.filters.bias === d.filters.bias ? null : view.filters.bias],
    ['stars', view.filters.stars === d.filters.stars ? null : view.filters.stars],
    ['group', view.groupBy === d.groupBy ? null : view.groupBy],
    ['sort', sortDiffers ? view.sort.key : null],
    ['dir', sortDiffers ? view.sort.direction : null],
  ];
  return entries.filter((e): e is [string, string] => e[1] !== null);
}
