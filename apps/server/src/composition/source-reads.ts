import type { DamagedMarketFile } from '@app/contracts';
import { type CandleService, createCandleService } from '../services/market/candle-service.ts';
import { type ChartFeed, createChartFeed } from '../services/market/chart-feed.ts';
import { createOverlayService, type OverlayService } from '../services/market/overlay-service.ts';
import type { ServerRoot } from './server-root.ts';
import { createSourceServices, type SourceServices } from './source-services.ts';

/**
 * Everything that reads and writes the stored rows of one market source key (runtime/source-key.ts):
 * every module's computation with its endpoint feed (source-services.ts), the chart candles, the
 * overlays and their cached bodies. Built once per key and clock; its caches start empty.
 */
export interface SourceReads extends SourceServices {
  /** The `source` key of the rows it reads and writes (`simulated`, `exchange:BYBIT`, `files`). */
  readonly key: string;
  /** The market's now in epoch ms. */
  marketNow(): number;
  /** Files source: the kline files skipped or with unreadable rows; none elsewhere. */
  damagedFiles(): DamagedMarketFile[];
  /** Chart candles and the newest stored data time. */
  readonly candles: CandleService;
  /** The overlays of `market/overlays/`, computed afresh on each call. */
  readonly overlays: OverlayService;
  /** The cached bodies of `market/candles/` and `market/overlays/`. */
  readonly chartFeed: ChartFeed;
}

export interface SourceReadsOptions {
  root: ServerRoot;
  key: string;
  marketNow: () => number;
  damagedFiles?: () => DamagedMarketFile[];
  /** Safety-net lifetime of a cached body; default 60 s. */
  feedTtlMs?: number;
}

/** The reads, computations and feeds of source key `key` on the clock `marketNow`. */
export function createSourceReads(options: SourceReadsOptions): SourceReads {
  const { root, key, marketNow } = options;
  const { repos, settings } = root;
  const computations = createSourceServices({
    repos,
    source: key,
    marketNow,
    now: root.now,
    settings,
    alerts: root.discordAlerts,
    watchlists: { listForUser: root.watchlists.get },
    chartVenue: root.chartVenue,
    ...(options.feedTtlMs !== undefined ? { feedTtlMs: options.feedTtlMs } : {}),
  });
  const candles = createCandleService({
    source: key,
    now: marketNow,
    candles: repos.candles,
    forming: repos.formingCandles,
    symbols: repos.marketSymbols,
  });
  const overlays = createOverlayService({
    source: key,
    now: marketNow,
    candles,
    symbols: repos.marketSymbols,
    ict: repos.ict,
    settings,
  });
  const chartFeed = createChartFeed({
    source: key,
    marketNow,
    candles,
    overlays,
    forming: repos.formingCandles,
    symbols: repos.marketSymbols,
    settings,
  });
  const damagedFiles = options.damagedFiles ?? (() => []);
  return Object.freeze({ key, marketNow, damagedFiles, candles, overlays, chartFeed, ...computations });
}
