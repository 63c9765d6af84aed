import type { IctSetup, IctTrade, IctTradeStats, IctTradeStatus, IctTradesPageQuery } from '@app/contracts';
import { DAY_MS } from '@app/core';
import type { IctRepository } from '../../repositories/ict-repository.ts';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import { type CachedBody, createBodyCache } from '../cached-bodies.ts';
import { BadRequestError } from '../errors.ts';
import { setupDto, tradeDto } from './ict-dto.ts';
import { tp1ModelInfo } from './ict-tp1-model-info.ts';
import { TRACK_RECORD_DAYS, trackRecord } from './ict-track-record.ts';
import { tradeStats } from './ict-trade-stats.ts';
import { ictTradesPage } from './ict-trades-page.ts';

/** The newest trades `ict/trades/` lists (the stats endpoint covers any window). */
const ICT_TRADES_LIMIT = 500;

/**
 * The `ict/*` bodies (docs/api.md "Behaviour under load"): built from what the ICT scan stored, serialized
 * and compressed once per filter, kept until the next scan changes results (`invalidate`, on every
 * `ict` stream event, whichever process ran the scan) or for `ttlMs` at most.
 */
export interface IctFeed {
  /** Every symbol's setup, or one symbol's (an active symbol; else a `BadRequestError`). */
  setups(symbol?: string): Promise<CachedBody>;
  /** The newest trades, newest first, optionally of one symbol and one status. */
  trades(filter: { symbol?: string; status?: IctTradeStatus }): Promise<CachedBody>;
  /** One page of every trade, filtered and sorted (`ictTradesPage`). */
  tradesPage(query: IctTradesPageQuery): Promise<CachedBody>;
  /** Outcome figures of the trades created in the last `days` days of market time. */
  stats(days: number): Promise<CachedBody>;
  /** The P(TP1) model served now and its held-out figures. */
  tp1Model(): Promise<CachedBody>;
  /** The realised TP1 rate per decile of `p_tp1` and per label, over the last 30 days. */
  trackRecord(): Promise<CachedBody>;
  invalidate(): void;
}

export interface IctFeedDeps {
  source: string;
  ict: IctRepository;
  symbols: MarketSymbolRepository;
  marketNow: () => number;
  ttlMs?: number;
  now?: () => number;
}

type Key =
  | `setups:${string}`
  | `trades:${string}:${string}`
  | `trades-page:${string}`
  | `stats:${number}`
  | 'tp1-model'
  | 'track-record';

export function createIctFeed(deps: IctFeedDeps): IctFeed {
  // Bounded: the trades pages take free-text filters, so their keys are unbounded.
  const cache = createBodyCache<Key>({ ttlMs: deps.ttlMs, now: deps.now, maxEntries: 256 });

  async function checkSymbol(symbol: string | undefined): Promise<void> {
    if (symbol !== undefined && !(await deps.symbols.findActive(deps.source, symbol)))
      throw new BadRequestError(`Unknown symbol: ${symbol}.`);
  }

  return {
    async setups(symbol) {
      await checkSymbol(symbol);
      return cache.get(`setups:${symbol ?? '*'}`, async () => {
        const rows: IctSetup[] = (await deps.ict.readSetups(deps.source)).map(setupDto);
        return symbol === undefined ? rows : rows.filter((r) => r.symbol === symbol);
      });
    },
    tradesPage(query) {
      return cache.get(`trades-page:${JSON.stringify(query)}`, async () =>
        ictTradesPage((await deps.ict.recentTrades(deps.source, null)).map(tradeDto), query),
      );
    },
    async trades({ symbol, status }) {
      await checkSymbol(symbol);
      return cache.get(`trades:${symbol ?? '*'}:${status ?? '*'}`, async () => {
        const rows: IctTrade[] = (await deps.ict.recentTrades(deps.source, ICT_TRADES_LIMIT)).map(tradeDto);
        return rows.filter(
          (r) =>
            (symbol === undefined || r.symbol === symbol) && (status === undefined || r.status === status),
        );
      });
    },
    stats(days) {
      return cache.get(`stats:${days}`, async (): Promise<IctTradeStats> => {
        const to = deps.marketNow();
        const from = to - days * DAY_MS;
        return tradeStats(await deps.ict.tradesCreatedSince(deps.source, new Date(from)), days, from, to);
      });
    },
    tp1Model: () =>
      cache.get('tp1-model', async () => tp1ModelInfo(await deps.ict.readTp1Model(deps.source))),
    trackRecord: () =>
      cache.get('track-record', async () => {
        const to = deps.marketNow();
        const from = to - TRACK_RECORD_DAYS * DAY_MS;
        return trackRecord(await deps.ict.tradesCreatedSince(deps.source, new Date(from)), from, to);
      }),
    invalidate: () => cache.invalidate(),
  };
}
