import type { Exchange } from '@app/contracts';
import type { ServerRoot } from '../composition/server-root.ts';
import type { AppConfig } from '../config/config.ts';
import type { JobScheduler, MarketClock } from '../jobs/job-scheduler.ts';
import { createMarketSource } from '../market/create-market-source.ts';
import type { MarketDataSource } from '../market/market-source.ts';
import { resolveSimClock } from '../market/simulated/sim-clock.ts';

export type { JobScheduler, MarketClock };

export interface SourceWithClock {
  source: MarketDataSource;
  clock: MarketClock;
}

/** What `openMarketSource` opened: the exchange source also names its venue. */
export interface OpenedSource extends SourceWithClock {
  exchange?: Exchange;
}

/** The exchange source of `exchange`, pointed at its `*_API_URL` override when one is set. */
export function openExchangeSource(
  config: AppConfig,
  exchange: Exchange,
  log: Log,
): Promise<MarketDataSource> {
  const apiUrl = config.market.exchangeUrls[exchange];
  return createMarketSource({
    source: 'exchange',
    filesDir: undefined,
    simSeed: 0,
    exchange,
    ...(apiUrl ? { exchangeApiUrl: apiUrl } : {}),
    logger: log,
  });
}

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * The market source of MARKET_SOURCE and its clock. The simulated market's clock anchor is read from
 * (or, on the first start, written to) the database, so every process and every restart agrees on
 * the market's time (see market/simulated/sim-clock.ts). The exchange is the admin setting
 * `default_exchange`, read at start-up; a later change switches the running source
 * (a `venue` event: runtime/market-runtime.ts builds a new source scope).
 */
export async function openMarketSource(
  config: AppConfig,
  root: Pick<ServerRoot, 'repos' | 'settings'>,
  log: Log,
): Promise<OpenedSource> {
  const { market } = config;
  if (market.source === 'simulated') {
    const repo = root.repos.simClock;
    const first = resolveSimClock(undefined, market.simSpeed, Date.now()).anchor;
    const stored = await repo.getOrCreate('simulated', first);
    const { anchor, changed } = resolveSimClock(stored, market.simSpeed, Date.now());
    if (changed) {
      await repo.save('simulated', anchor);
      log.info(
        { speed: anchor.speed },
        'SIM_SPEED changed: simulated clock re-anchored at the current market time',
      );
    }
    const source = await createMarketSource({
      source: 'simulated',
      filesDir: undefined,
      simSeed: market.simSeed,
      simClock: anchor,
      ...(market.simSymbols !== undefined ? { simSymbols: market.simSymbols } : {}),
    });
    return { source, clock: { now: () => source.now(), rate: anchor.speed } };
  }
  if (market.source === 'exchange') {
    const exchange = (await root.settings.current()).default_exchange;
    log.info({ exchange }, 'exchange market source');
    const source = await openExchangeSource(config, exchange, log);
    return { source, clock: { now: () => source.now(), rate: 1 }, exchange };
  }
  const source = await createMarketSource({
    source: 'files',
    filesDir: market.filesDir,
    simSeed: 0,
    logger: log,
  });
  // A fixed data set: the clock stands at its newest bar, so schedules never fire.
  return { source, clock: { now: () => source.now(), rate: 0 } };
}
