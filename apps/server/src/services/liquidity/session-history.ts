import { historySpans, type SessionRange, type SessionWindow } from '@app/core';
import type { LiquidityRangeRepository, SymbolSpan } from '../../repositories/liquidity-range-repository.ts';

/** What loading the session history did. */
export interface SessionHistoryLoad {
  /** Completed ranges of the 20 days before `day`, per symbol. */
  ranges: Map<string, SessionRange[]>;
  /** Stored ranges read, and ranges built from the 5m candles this time. */
  rowsRead: number;
  built: number;
  changedRows: number;
}

const key = (session: string, start: number, end: number) => `${session}|${start}|${end}`;

/**
 * The history behind each session's 20-day average range (core `averageSessionRange`): the ranges
 * of the completed instances of the 20 UTC days before `day` (core `historySpans`), kept in
 * `liquidity_session_ranges`. A run reads the stored ranges and builds, from the 5m candles in one
 * statement, only those of instances it does not hold yet (the sessions completed since, a symbol
 * new to the store, new windows after a settings change; an instance without bars is probed again
 * on the next run, so history backfilled later is picked up). With `rebuild` (the historical run)
 * every range is rebuilt from the candles. Ranges older than the 20 days are dropped.
 */
export async function loadSessionHistory(
  repo: LiquidityRangeRepository,
  source: string,
  symbols: readonly string[],
  windows: readonly SessionWindow[],
  day: number,
  now: number,
  rebuild: boolean,
): Promise<SessionHistoryLoad> {
  const spans = historySpans(windows, day).filter((s) => s.end <= now);
  const from = spans[0]?.start ?? day;
  const stored = rebuild ? new Map<string, SessionRange[]>() : await repo.readRanges(source, from, day);
  let rowsRead = 0;
  const missing: SymbolSpan[] = [];
  for (const symbol of symbols) {
    const held = stored.get(symbol) ?? [];
    rowsRead += held.length;
    const have = new Set(held.map((r) => key(r.session, r.start, r.end)));
    for (const s of spans) if (!have.has(key(s.session, s.start, s.end))) missing.push({ symbol, ...s });
  }
  const built = await repo.aggregateRanges(source, missing);
  const changedRows = await repo.writeRanges(source, built, from, rebuild ? from : undefined);
  const wanted = new Set(spans.map((s) => key(s.session, s.start, s.end)));
  const ranges = new Map<string, SessionRange[]>();
  for (const symbol of symbols) {
    ranges.set(
      symbol,
      (stored.get(symbol) ?? []).filter((r) => wanted.has(key(r.session, r.start, r.end))),
    );
  }
  for (const { symbol, ...range } of built) ranges.get(symbol)?.push(range);
  return { ranges, rowsRead: rowsRead + built.length, built: built.length, changedRows };
}
