import type { Db } from '../../db/database.ts';
import { createMarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import { readVolumeBars } from '../../repositories/volume-bars.ts';
import { createVolumeBaselineRepository } from '../../repositories/volume-baseline-repository.ts';
import { createVolumeSnapshotRepository } from '../../repositories/volume-snapshot-repository.ts';
import { createWatchlistRepository } from '../../repositories/watchlist-repository.ts';
import type { SettingsService } from '../settings-service.ts';
import { createVolumeFeed, type VolumeFeed } from './volume-feed.ts';
import { createVolumeService, type VolumeService } from './volume-service.ts';

export interface VolumeServices {
  /** The baseline and classification runs the jobs call. */
  volume: VolumeService;
  /** The cached bodies of `volume/volume-snapshots/*`. */
  volumeFeed: VolumeFeed;
}

export interface VolumeServiceOptions {
  db: Db;
  source: string;
  marketNow: () => number;
  now: () => Date;
  settings: SettingsService;
  feedTtlMs?: number;
}

/**
 * Wires the volume runs and the endpoint feed on one database. A run in this process invalidates the
 * feed at once; runs in other processes reach it through the `volume` stream event.
 */
export function createVolumeServices(options: VolumeServiceOptions): VolumeServices {
  const { db, source } = options;
  const symbols = createMarketSymbolRepository(db);
  const snapshots = createVolumeSnapshotRepository(db);
  const volumeFeed = createVolumeFeed({
    source,
    snapshots,
    symbols,
    watchlist: createWatchlistRepository(db),
    marketNow: options.marketNow,
    ttlMs: options.feedTtlMs,
  });
  const volume = createVolumeService({
    readBars: (list, ranges) => readVolumeBars(db, source, list, ranges),
    source,
    marketNow: options.marketNow,
    now: options.now,
    settings: options.settings,
    baselines: createVolumeBaselineRepository(db),
    snapshots,
    symbols,
    onChange: () => volumeFeed.invalidate(),
  });
  return { volume, volumeFeed };
}
