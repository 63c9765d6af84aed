import type { Db } from '../../db/database.ts';
import { createFormingCandleRepository } from '../../repositories/forming-candle-repository.ts';
import { createIctRepository } from '../../repositories/ict-repository.ts';
import { createMarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import type { SettingsService } from '../settings-service.ts';
import type { CandleService } from './candle-service.ts';
import { createOverlayService, type OverlayService } from './overlay-service.ts';

export interface OverlayServices {
  /** `market/overlays/`. */
  overlays: OverlayService;
}

/** Wires the overlays service on one database (one part of the composition root). */
export function createOverlayServices(options: {
  db: Db;
  source: string;
  marketNow: () => number;
  candles: CandleService;
  settings: SettingsService;
}): OverlayServices {
  const { db } = options;
  return {
    overlays: createOverlayService({
      source: options.source,
      now: options.marketNow,
      candles: options.candles,
      forming: createFormingCandleRepository(db),
      symbols: createMarketSymbolRepository(db),
      ict: createIctRepository(db),
      settings: options.settings,
    }),
  };
}
