import type { VolumeSnapshot } from '@app/contracts';
import { DAY_MS, utcDayStart } from '@app/core';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import type { VolumeSnapshotRepository } from '../../repositories/volume-snapshot-repository.ts';
import type { WatchlistRecord } from '../../repositories/watchlist-repository.ts';
import { type CachedBody, createBodyCache } from '../cached-bodies.ts';
import { NotFoundError } from '../errors.ts';
import { snapshotDto } from './volume-dto.ts';
import { marksKey, marksOf, type WatchlistMarks, withMarks } from './watchlist-marks.ts';

/** `current` lists the latest snapshot of each symbol taken within this long of the market's now. */
const CURRENT_WINDOW_MS = DAY_MS;

/**
 * The `volume/volume-snapshots/*` bodies (docs/api.md "Behaviour under load"). The shared bodies (what a
 * guest sees: no watchlist marks) are built from the stored snapshots, serialized and compressed once,
 * kept until the next classification (`invalidate`, on every `volume` stream event) or `ttlMs`. A
 * caller with a token gets the shared rows with their own `in_watchlist`, `stars` and `tags` merged
 * in at request time: their watchlist is read on each request, and the merged body is cached under
 * the digest of those marks only, so it never holds anything of another user, and a user whose
 * watchlist lists none of the rows gets the shared body itself.
 */
export interface VolumeFeed {
  /** The latest snapshot of every symbol, marked for `userId` when given. */
  current(userId: number | null): Promise<CachedBody>;
  /** One active symbol's latest snapshot of each session today (else `NotFoundError`). */
  symbolSessions(symbol: string, userId: number | null): Promise<CachedBody>;
  invalidate(): void;
}

export interface VolumeFeedDeps {
  source: string;
  snapshots: VolumeSnapshotRepository;
  symbols: Pick<MarketSymbolRepository, 'findActive'>;
  watchlist: { listForUser(userId: number): Promise<WatchlistRecord[]> };
  marketNow: () => number;
  ttlMs?: number;
  now?: () => number;
}

type Key = `current:${string}` | `symbol:${string}`;

export function createVolumeFeed(deps: VolumeFeedDeps): VolumeFeed {
  const cache = createBodyCache<Key>({ ttlMs: deps.ttlMs, now: deps.now });
  const currentRows = async (): Promise<VolumeSnapshot[]> =>
    (await deps.snapshots.latestPerSymbol(deps.source, deps.marketNow() - CURRENT_WINDOW_MS)).map(
      snapshotDto,
    );
  const symbolRows = async (symbol: string): Promise<VolumeSnapshot[]> =>
    (await deps.snapshots.latestPerSession(deps.source, symbol, utcDayStart(deps.marketNow()))).map(
      snapshotDto,
    );
  /** The rows of a shared body (so a personal body is always derived from the body a guest gets now). */
  const rowsOf = (body: CachedBody) => JSON.parse(body.json.toString('utf8')) as VolumeSnapshot[];

  /** The caller's marks among `symbols`, or null when there are none (a guest, or none listed). */
  async function marksFor(
    userId: number | null,
    symbols: (s: string) => boolean,
  ): Promise<WatchlistMarks | null> {
    if (userId === null) return null;
    const items = (await deps.watchlist.listForUser(userId)).filter((i) => symbols(i.symbol));
    return items.length > 0 ? marksOf(items) : null;
  }

  return {
    async current(userId) {
      const shared = await cache.get('current:*', currentRows);
      const marks = await marksFor(userId, () => true);
      if (!marks) return shared;
      return cache.get(`current:${shared.etag}:${marksKey(marks)}`, async () =>
        withMarks(rowsOf(shared), marks),
      );
    },
    async symbolSessions(symbol, userId) {
      if (!(await deps.symbols.findActive(deps.source, symbol)))
        throw new NotFoundError(`Unknown symbol: ${symbol}.`);
      const shared = await cache.get(`symbol:${symbol}:*`, () => symbolRows(symbol));
      const marks = await marksFor(userId, (s) => s === symbol);
      if (!marks) return shared;
      return cache.get(`symbol:${symbol}:${shared.etag}:${marksKey(marks)}`, async () =>
        withMarks(rowsOf(shared), marks),
      );
    },
    invalidate: () => cache.invalidate(),
  };
}
