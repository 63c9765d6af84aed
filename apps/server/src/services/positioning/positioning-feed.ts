import type { PositioningHistoryQuery, PositioningSnapshotRow } from '@app/contracts';
import { positioningSnapshot } from '@app/core';
import {
  liquidationsStreamed,
  positioningExchangeOf,
} from '../../market/positioning/create-positioning-source.ts';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import type { PositioningRepository } from '../../repositories/positioning-repository.ts';
import { type CachedBody, createBodyCache } from '../cached-bodies.ts';
import { NotFoundError } from '../errors.ts';
import { historyDto, snapshotRowDto } from './positioning-dto.ts';

const M5 = 300_000;

/**
 * The `positioning/*` bodies (docs/api.md "Behaviour under load"): built once, served pre-serialized and
 * pre-compressed until the next ingest (`invalidate`, on every `positioning` stream event), the 5-minute
 * bucket of the market's now changing, or `ttlMs`. The history is keyed by symbol and window (an LRU).
 */
export interface PositioningFeed {
  /** One row per active symbol at the newest 5-minute close (docs/positioning.md §2). */
  snapshot(): Promise<CachedBody>;
  /** The rows of one active symbol (else `NotFoundError`); `to` capped at the market's now. */
  history(query: PositioningHistoryQuery): Promise<CachedBody>;
  /** The snapshot rows themselves (the other screens' columns read them). */
  snapshotRows(): Promise<PositioningSnapshotRow[]>;
  invalidate(): void;
}

export interface PositioningFeedDeps {
  source: string;
  repository: Pick<PositioningRepository, 'snapshotInputs' | 'history'>;
  symbols: Pick<MarketSymbolRepository, 'listActive' | 'findActive'>;
  marketNow: () => number;
  ttlMs?: number;
  now?: () => number;
}

export function createPositioningFeed(deps: PositioningFeedDeps): PositioningFeed {
  const snapshots = createBodyCache<'snapshot'>({ ttlMs: deps.ttlMs, now: deps.now });
  const histories = createBodyCache<string>({
    ttlMs: deps.ttlMs,
    now: deps.now,
    maxEntries: 500,
    maxBytes: 32e6,
  });
  const exchange = positioningExchangeOf(deps.source);
  const liquidations = liquidationsStreamed(deps.source);
  const asOfNow = () => Math.floor(deps.marketNow() / M5) * M5;

  async function rows(asOf: number): Promise<PositioningSnapshotRow[]> {
    const [symbols, inputs] = await Promise.all([
      deps.symbols.listActive(deps.source),
      deps.repository.snapshotInputs(deps.source, asOf, liquidations),
    ]);
    const none = { funding: [], metrics: [], liquidations: liquidations ? [] : null, forecast: null };
    return symbols
      .map((s) => s.symbol)
      .sort()
      .map((symbol) =>
        snapshotRowDto(symbol, exchange, positioningSnapshot(inputs.get(symbol) ?? none, asOf)),
      );
  }

  const snapshot = () => {
    const asOf = asOfNow();
    return snapshots.get('snapshot', () => rows(asOf), String(asOf));
  };
  return {
    snapshot,
    async snapshotRows() {
      return JSON.parse((await snapshot()).json.toString('utf8')) as PositioningSnapshotRow[];
    },
    async history(query) {
      if (!(await deps.symbols.findActive(deps.source, query.symbol)))
        throw new NotFoundError(`Unknown symbol: ${query.symbol}.`);
      const from = Date.parse(query.from);
      // capped at the newest close, so the keys of "up to now" windows stay few
      const to = Math.min(Date.parse(query.to), asOfNow());
      const key = `${query.symbol}:${from}:${to}`;
      return histories.get(key, async () =>
        historyDto(await deps.repository.history(deps.source, query.symbol, from, to)),
      );
    },
    invalidate() {
      snapshots.invalidate();
      histories.invalidate();
    },
  };
}
