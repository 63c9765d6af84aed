import type { Db } from '../../db/database.ts';
import { readCandleWindows } from '../../repositories/candle-windows.ts';
import { createCprInputRepository } from '../../repositories/cpr-input-repository.ts';
import { createIctRepository, type IctTradeRow } from '../../repositories/ict-repository.ts';
import { createMarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import type { DiscordAlerts } from '../discord/discord-alerts.ts';
import type { IctTradeAlert } from '../discord/ict-trade-message.ts';
import type { SettingsService } from '../settings-service.ts';
import { createIctFeed, type IctFeed } from './ict-feed.ts';
import { createIctService, type IctService } from './ict-service.ts';

export interface IctServices {
  /** The ICT scan the jobs run. */
  ict: IctService;
  /** The cached bodies of `ict/*`. */
  ictFeed: IctFeed;
}

export interface IctServiceOptions {
  db: Db;
  source: string;
  marketNow: () => number;
  now: () => Date;
  settings: SettingsService;
  alerts?: Pick<DiscordAlerts, 'newIctTrade'>;
  feedTtlMs?: number;
}

/** The Discord alert of a stored trade. */
export function tradeAlertOf(trade: IctTradeRow): IctTradeAlert {
  return {
    symbol: trade.symbol,
    bias: trade.bias as IctTradeAlert['bias'],
    entry_low: trade.entryLow,
    entry_high: trade.entryHigh,
    stop_loss: trade.stopLoss,
    take_profit_1: trade.takeProfit1,
    take_profit_2: trade.takeProfit2,
    reasons: trade.reasons,
    created_at: trade.createdAt,
    score: trade.score,
  };
}

/**
 * Wires the ICT scan and the endpoint feed on one database. A scan in this process invalidates the
 * feed at once; scans in other processes reach it through the `ict` stream event.
 */
export function createIctServices(options: IctServiceOptions): IctServices {
  const { db, source } = options;
  const symbols = createMarketSymbolRepository(db);
  const ict = createIctRepository(db);
  const ictFeed = createIctFeed({
    source,
    ict,
    symbols,
    marketNow: options.marketNow,
    ttlMs: options.feedTtlMs,
  });
  const alerts = options.alerts;
  const service = createIctService({
    readWindows: (timeframe, starts, to) => readCandleWindows(db, source, timeframe, starts, to),
    source,
    marketNow: options.marketNow,
    now: options.now,
    settings: options.settings,
    ict,
    symbols,
    readers: createCprInputRepository(db),
    ...(alerts && { alert: (trade: IctTradeRow) => alerts.newIctTrade(tradeAlertOf(trade)) }),
    onChange: () => ictFeed.invalidate(),
  });
  return { ict: service, ictFeed };
}
