import type { Exchange } from '@app/contracts';
import type { LiquidityClockMode } from '@app/core';
import type { IctTradeRow } from '../repositories/ict-repository.ts';
import type { WatchlistRecord } from '../repositories/watchlist-repository.ts';
import { type CprFeed, createCprFeed } from '../services/cpr/cpr-feed.ts';
import { type CprService, createCprService } from '../services/cpr/cpr-service.ts';
import type { DiscordAlerts } from '../services/discord/discord-alerts.ts';
import { createIctFeed, type IctFeed } from '../services/ict/ict-feed.ts';
import { createIctService, type IctService } from '../services/ict/ict-service.ts';
import { tradeAlertOf } from '../services/ict/ict-trade-rows.ts';
import { createLiquidityFeed, type LiquidityFeed } from '../services/liquidity/liquidity-feed.ts';
import { createLiquidityService, type LiquidityService } from '../services/liquidity/liquidity-service.ts';
import { createPositioningFeed, type PositioningFeed } from '../services/positioning/positioning-feed.ts';
import type { SettingsService } from '../services/settings-service.ts';
import { createVolumeFeed, type VolumeFeed } from '../services/volume/volume-feed.ts';
import { createVolumeService, type VolumeService } from '../services/volume/volume-service.ts';
import type { Repositories } from './create-repositories.ts';

export interface CprServices {
  /** The CPR computation the jobs run. */
  cpr: CprService;
  /** The cached bodies of the public `cpr/*` endpoints. */
  cprFeed: CprFeed;
}

export interface IctServices {
  /** The ICT scan the jobs run. */
  ict: IctService;
  /** The cached bodies of `ict/*`. */
  ictFeed: IctFeed;
}

export interface LiquidityServices {
  /** The SniperFlow runs the jobs start. */
  liquidity: LiquidityService;
  /** The cached body of `sniperflow/summary`. */
  liquidityFeed: LiquidityFeed;
}

export interface VolumeServices {
  /** The baseline and classification runs the jobs call. */
  volume: VolumeService;
  /** The cached bodies of `volume/volume-snapshots/*`. */
  volumeFeed: VolumeFeed;
}

export interface PositioningServices {
  /** The cached bodies of `positioning/*` (the ingest itself runs on the market feed: server-root.ts). */
  positioningFeed: PositioningFeed;
}

/** The computations of one market source key and the feeds of their endpoints. */
export interface SourceServices
  extends CprServices,
    IctServices,
    LiquidityServices,
    VolumeServices,
    PositioningServices {}

/** What every computation of one source key is built from. */
export interface ComputationOptions {
  repos: Repositories;
  /** `candles.source` of the running market source (runtime/source-key.ts). */
  source: string;
  /** The market's now in epoch ms. */
  marketNow: () => number;
  /** Wall clock. */
  now: () => Date;
  settings: SettingsService;
  /** Safety-net lifetime of a cached body; default 60 s. */
  feedTtlMs?: number;
  /** Users' watchlists as the per-caller merges read them; default straight from the repository. */
  watchlists?: { listForUser(userId: number): Promise<WatchlistRecord[]> };
  /** The TradingView prefix of the screen settings when the data's venue is fixed (files source). */
  chartVenue?: Exchange | null;
}

export interface SourceServiceOptions extends ComputationOptions {
  /** Discord alerts of the CPR scan summaries and new ICT trades. */
  alerts?: Pick<DiscordAlerts, 'cprScanSummary' | 'newIctTrade'>;
}

/** A fixed data set (the files source) replays: at its 00:00 clock the last complete day (core `liquidityDay`). */
const clockModeOf = (source: string): LiquidityClockMode => (source === 'files' ? 'replay' : 'live');

/**
 * The CPR computation and its endpoint feed. A run in this process invalidates the feed at once;
 * runs in other processes reach it through the `cpr` stream event (call `cprFeed.invalidate()` on it).
 */
export function createCprServices(
  options: ComputationOptions & { alerts?: Pick<DiscordAlerts, 'cprScanSummary'> },
): CprServices {
  const { repos, source } = options;
  const cprFeed = createCprFeed({
    source,
    state: repos.cprState,
    symbols: repos.marketSymbols,
    models: repos.trendModels,
    settings: options.settings,
    ttlMs: options.feedTtlMs,
    chartVenue: options.chartVenue ?? null,
  });
  const cpr = createCprService({
    source,
    marketNow: options.marketNow,
    clockMode: clockModeOf(source),
    now: options.now,
    settings: options.settings,
    inputs: repos.cprInputs,
    state: repos.cprState,
    models: repos.trendModels,
    partials: repos.trendPartials,
    symbols: repos.marketSymbols,
    alerts: options.alerts,
    onChange: () => cprFeed.invalidate(),
  });
  return { cpr, cprFeed };
}

/** The ICT scan and its feed (a scan elsewhere reaches the feed through the `ict` stream event). */
function createIctServices(
  options: ComputationOptions & { alerts?: Pick<DiscordAlerts, 'newIctTrade'> },
): IctServices {
  const { repos, source } = options;
  const ictFeed = createIctFeed({
    source,
    ict: repos.ict,
    symbols: repos.marketSymbols,
    marketNow: options.marketNow,
    ttlMs: options.feedTtlMs,
  });
  const alerts = options.alerts;
  const ict = createIctService({
    readWindows: (timeframe, starts, to) => repos.readCandleWindows(source, timeframe, starts, to),
    source,
    marketNow: options.marketNow,
    now: options.now,
    settings: options.settings,
    ict: repos.ict,
    symbols: repos.marketSymbols,
    readers: repos.cprInputs,
    ...(alerts && { alert: (trade: IctTradeRow) => alerts.newIctTrade(tradeAlertOf(trade)) }),
    onChange: () => ictFeed.invalidate(),
  });
  return { ict, ictFeed };
}

/** The liquidity runs and their feed (runs elsewhere reach it through the `sniperflow` event). */
function createLiquidityServices(options: ComputationOptions): LiquidityServices {
  const { repos, source } = options;
  const liquidityFeed = createLiquidityFeed({ source, liquidity: repos.liquidity, ttlMs: options.feedTtlMs });
  const liquidity = createLiquidityService({
    readWindows: (timeframe, starts, to) => repos.readCandleWindows(source, timeframe, starts, to),
    source,
    marketNow: options.marketNow,
    clockMode: clockModeOf(source),
    now: options.now,
    settings: options.settings,
    liquidity: repos.liquidity,
    ranges: repos.liquidityRanges,
    symbols: repos.marketSymbols,
    readers: repos.cprInputs,
    onChange: () => liquidityFeed.invalidate(),
  });
  return { liquidity, liquidityFeed };
}

/** The volume runs and their feed (runs elsewhere reach it through the `volume` stream event). */
function createVolumeServices(options: ComputationOptions): VolumeServices {
  const { repos, source } = options;
  const volumeFeed = createVolumeFeed({
    source,
    snapshots: repos.volumeSnapshots,
    symbols: repos.marketSymbols,
    watchlist: options.watchlists ?? repos.watchlist,
    marketNow: options.marketNow,
    ttlMs: options.feedTtlMs,
  });
  const volume = createVolumeService({
    readBars: (list, ranges) => repos.readVolumeBars(source, list, ranges),
    source,
    marketNow: options.marketNow,
    now: options.now,
    settings: options.settings,
    baselines: repos.volumeBaselines,
    snapshots: repos.volumeSnapshots,
    symbols: repos.marketSymbols,
    onChange: () => volumeFeed.invalidate(),
  });
  return { volume, volumeFeed };
}

/** The positioning feed (an ingest elsewhere reaches it through the `positioning` event). */
function createPositioningServices(options: ComputationOptions): PositioningServices {
  const { repos, source } = options;
  return {
    positioningFeed: createPositioningFeed({
      source,
      repository: repos.positioning,
      symbols: repos.marketSymbols,
      marketNow: options.marketNow,
      ttlMs: options.feedTtlMs,
    }),
  };
}

/** Every computation of one source key with its feed. */
export function createSourceServices(options: SourceServiceOptions): SourceServices {
  return {
    ...createCprServices(options),
    ...createIctServices(options),
    ...createLiquidityServices(options),
    ...createVolumeServices(options),
    ...createPositioningServices(options),
  };
}
