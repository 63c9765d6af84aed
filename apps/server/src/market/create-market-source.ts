import type { MarketSource } from '@app/contracts';
import { safeErrorText } from '../lib/safe-error.ts';
import type { ExchangeName } from './exchange/exchange-profiles.ts';
import type { MarketDataSource } from './market-source.ts';
import type { SimClockAnchor } from './simulated/sim-clock.ts';
import { createSimulatedSource } from './simulated/simulated-source.ts';

export interface MarketSourceChoice {
  source: MarketSource;
  filesDir: string | undefined;
  simSeed: number;
  /** How many simulated symbols (`SIM_SYMBOLS`); default the built-in universe (~150). */
  simSymbols?: number;
  /** The simulated market's shared clock (see sim-clock.ts); required for `simulated`. */
  simClock?: SimClockAnchor;
  /** The exchange of the admin setting `default_exchange`; required for `exchange`. */
  exchange?: ExchangeName;
  /**
   * Replaces the exchange's REST host (a local mock or proxy, `*_API_URL`): live bars are then polled
   * over REST (no websocket to the real venue) and ccxt's limiter is off (429/Retry-After still honoured).
   */
  exchangeApiUrl?: string;
  logger?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

/** The market data source chosen by MARKET_SOURCE. Throws a clear error when its inputs are missing. */
export async function createMarketSource(choice: MarketSourceChoice): Promise<MarketDataSource> {
  switch (choice.source) {
    case 'simulated':
      if (!choice.simClock) throw new Error('MARKET_SOURCE=simulated needs the sim clock anchor');
      return createSimulatedSource({
        seed: choice.simSeed,
        clock: choice.simClock,
        ...(choice.simSymbols !== undefined ? { symbols: choice.simSymbols } : {}),
        onError: (error) =>
          choice.logger?.warn({ error: safeErrorText(error) }, 'simulated feed: an update was not taken'),
      });
    case 'files':
      if (!choice.filesDir) throw new Error('MARKET_FILES_DIR: required when MARKET_SOURCE=files');
      return (await import('./files/files-source.ts')).createFilesSource(choice.filesDir, choice.logger);
    case 'exchange': {
      if (!choice.exchange) throw new Error('MARKET_SOURCE=exchange needs the default_exchange setting');
      // Loaded on demand: ccxt is large (tens of MB of code and source text once loaded), and the
      // simulated and files sources never need it (docs/performance.md, Memory).
      const { createExchangeSource } = await import('./exchange/exchange-source.ts');
      return createExchangeSource({
        exchange: choice.exchange,
        ...(choice.exchangeApiUrl
          ? {
              apiBaseUrl: choice.exchangeApiUrl,
              rateLimit: { enabled: false },
              live: { useWebsocket: false },
            }
          : {}),
        ...(choice.logger ? { logger: choice.logger } : {}),
      });
    }
  }
}
