import {
  type IctBias,
  type IctReason,
  type IctTradeStatus,
  ictBiases,
  ictReasons,
  ictTradeStatuses,
  ictTradesSortKeys,
} from '@app/contracts';
import { defaultTradeFilters, type TradeFilters } from './trades-filters.ts';
import { defaultTradesSort, type TradesSort } from './trades-sort.ts';

/** Trades a page lists: a replayed data set holds thousands (docs/api.md `ict/trades/page/`). */
const TRADES_PER_PAGE = 50;

/**
 * The trades screen's view in the URL, like the screeners' (docs/product.md §2 "Screener state"): the
 * symbol text, the Bias, Reasons and Status choices, the sort and the page. Only what differs from the
 * defaults is written; values the screen does not know are dropped.
 */
export interface TradesView {
  filters: TradeFilters;
  sort: TradesSort;
  page: number;
}

export const tradesViewKeys = ['q', 'bias', 'reasons', 'status', 'sort', 'dir', 'page'] as const;

const listOf = <T extends string>(value: string | null, allowed: readonly T[]): T[] =>
  (value ?? '')
    .split(',')
    .filter((v): v is T => (allowed as readonly string[]).includes(v))
    .filter((v, i, all) => all.indexOf(v) === i);

/** The symbol text the server's filter takes: letters, digits, _ . - (anything else is dropped). */
const symbolQuery = (text: string) => text.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 40);

export function readTradesView(params: URLSearchParams): TradesView {
  const page = Number(params.get('page'));
  const key = params.get('sort');
  const dir = params.get('dir');
  return {
    filters: {
      symbol: (params.get('q') ?? '').slice(0, 40),
      biases: listOf<IctBias>(params.get('bias'), ictBiases),
      reasons: listOf<IctReason>(params.get('reasons'), ictReasons),
      statuses: listOf<IctTradeStatus>(params.get('status'), ictTradeStatuses),
    },
    sort: {
      key: (ictTradesSortKeys as readonly string[]).includes(key ?? '')
        ? (key as TradesSort['key'])
        : defaultTradesSort.key,
      direction: dir === 'asc' || dir === 'desc' ? dir : defaultTradesSort.direction,
    },
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL's entries of a view: only what differs from the defaults (the default view is empty). */
export function writeTradesView(view: TradesView): [string, string][] {
  const f = view.filters;
  const d = defaultTradeFilters;
  const sortDiffers =
    view.sort.key !== defaultTradesSort.key || view.sort.direction !== defaultTradesSort.direction;
  const entries: [string, string | null][] = [
    ['q', f.symbol === d.symbol ? null : f.symbol],
    ['bias', f.biases.length ? f.biases.join(',') : null],
    ['reasons', f.reasons.length ? f.reasons.join(',') : null],
    ['status', f.statuses.length ? f.statuses.join(',') : null],
    ['sort', sortDiffers ? view.sort.key : null],
    ['dir', sortDiffers ? view.sort.direction : null],
    ['page', view.page === 1 ? null : String(view.page)],
  ];
  return entries.filter((e): e is [string, string] => e[1] !== null);
}

/** The `ict/trades/page/` query of a view (the server filters, sorts and pages). */
export function tradesPageQuery(view: TradesView): string {
  const f = view.filters;
  const q = new URLSearchParams({ page: String(view.page), size: String(TRADES_PER_PAGE) });
  const symbol = symbolQuery(f.symbol);
  if (symbol) q.set('symbol', symbol);
  if (f.biases.length) q.set('bias', f.biases.join(','));
  if (f.reasons.length) q.set('reasons', f.reasons.join(','));
  if (f.statuses.length) q.set('status', f.statuses.join(','));
  q.set('sort', view.sort.key);
  q.set('dir', view.sort.direction);
  return q.toString();
}
