/**
 * One page of a trade list, filtered and sorted (the `ict/trades/page/` listing, docs/api.md): pure,
 * over any rows carrying the fields it reads, so the server and the web app's tests list alike.
 */
export interface ListedTrade {
  id: number;
  symbol: string;
  bias: string;
  status: string;
  reasons: readonly string[];
  /** ISO time. */
  created_at: string;
  p_tp1: number | null;
}

export interface TradeListQuery {
  page: number;
  size: number;
  /** Case-insensitive 'contains' on the symbol. */
  symbol?: string;
  /** Empty or absent: every value; else the trade's is one of these. */
  bias?: readonly string[];
  status?: readonly string[];
  /** The trade carries every one of these. */
  reasons?: readonly string[];
  sort: 'generated' | 'p_tp1';
  dir: 'asc' | 'desc';
}

export interface TradeListPage<T> {
  matched: T[];
  page: number;
  pageCount: number;
  rows: T[];
}

/** Missing values last in either direction, then `sign`·(a − b). */
function compareMissingLast(a: number | null, b: number | null, sign: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return sign * (a - b);
}

/**
 * The filters, then the sort (by generation time or P(TP1), trades without one last either way; ties
 * newest first, then the higher id), then the page of `size` (past the end: the last page; at least
 * one page). `matched` are every filtered trade, in list order.
 */
export function listTrades<T extends ListedTrade>(all: readonly T[], q: TradeListQuery): TradeListPage<T> {
  const symbol = (q.symbol ?? '').toUpperCase();
  const filtered = all.filter(
    (t) =>
      t.symbol.toUpperCase().includes(symbol) &&
      (!q.bias?.length || q.bias.includes(t.bias)) &&
      (!q.status?.length || q.status.includes(t.status)) &&
      (q.reasons ?? []).every((r) => t.reasons.includes(r)),
  );
  const sign = q.dir === 'asc' ? 1 : -1;
  const value = (t: T) => (q.sort === 'p_tp1' ? t.p_tp1 : Date.parse(t.created_at));
  const matched = [...filtered].sort(
    (a, b) =>
      compareMissingLast(value(a), value(b), sign) ||
      Date.parse(b.created_at) - Date.parse(a.created_at) ||
      b.id - a.id,
  );
  const pageCount = Math.max(1, Math.ceil(matched.length / q.size));
  const page = Math.min(Math.max(1, q.page), pageCount);
  return { matched, page, pageCount, rows: matched.slice((page - 1) * q.size, page * q.size) };
}
