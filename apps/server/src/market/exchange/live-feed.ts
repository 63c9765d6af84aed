import { type Candle, type StoredTimeframe, storedTimeframes, timeframeMs } from '@app/core';
import type { Exchange, OHLCV } from 'ccxt';
import { guarded } from '../../lib/guarded.ts';
import { safeErrorText } from '../../lib/safe-error.ts';
import type { CandleUpdate } from '../market-source.ts';
import { createBarTracker } from './bar-tracker.ts';
import type { IndexedMarket, MarketIndex } from './market-index.ts';
import { type QuoteVolumeTap, tapQuoteVolumes } from './quote-volume-tap.ts';
import { runPool } from './run-pool.ts';
import type { VenueClient } from './venue-client.ts';
import { RegionBlockedError, VenueBannedError } from './venue-errors.ts';
import { candleFromWs } from './ws-candle.ts';

export interface LiveFeedLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface LiveFeedDeps {
  client: VenueClient;
  index: MarketIndex;
  timeframes: StoredTimeframe[];
  now(): number;
  /** One REST window, already retried. */
  fetchWindow(symbol: string, timeframe: StoredTimeframe, start: number, limit: number): Promise<Candle[]>;
  logger: LiveFeedLogger;
  useWebsocket: boolean;
  /** REST fallback: poll the last 2 bars of every stream this often. */
  pollIntervalMs: number;
  /** After a websocket failure, poll this long before trying the websocket again. */
  wsRetryMs: number;
  graceMs: number;
  tickMs: number;
}

interface Stream {
  market: IndexedMarket;
  timeframe: StoredTimeframe;
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Live candles: ccxt.pro websocket streams, grouped so that no connection carries more than the
 * exchange allows (one ccxt.pro instance = one connection per group), each falling back to REST
 * polling of the last two bars while its websocket is down. Resolves to the unsubscribe function.
 */
export async function startLiveFeed(
  symbols: string[],
  onUpdate: (update: CandleUpdate) => void,
  deps: LiveFeedDeps,
): Promise<() => Promise<void>> {
  const { client, index, logger } = deps;
  const profile = client.profile;
  const confirm = async (
    symbol: string,
    tf: StoredTimeframe,
    openTime: number,
  ): Promise<Candle | undefined> =>
    (await deps.fetchWindow(symbol, tf, openTime, 1)).find((c) => c.openTime === openTime);
  const tracker = createBarTracker({ now: deps.now, emit: onUpdate, graceMs: deps.graceMs, confirm });
  const streams: Stream[] = [];
  for (const symbol of symbols) {
    const market = index.byDisplay.get(symbol);
    if (market === undefined) logger.warn({ symbol }, 'live feed: unknown symbol skipped');
    else for (const timeframe of deps.timeframes) streams.push({ market, timeframe });
  }
  const stop = new AbortController();
  const pros = new Set<Exchange>();
  const pause = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      const abort = (): void => {
        clearTimeout(timer);
        resolve();
      };
      stop.signal.addEventListener('abort', abort, { once: true });
    });

  const fromWs = (
    pro: Exchange,
    tap: QuoteVolumeTap,
    bar: OHLCV,
    market: IndexedMarket,
    tf: StoredTimeframe,
  ): Candle =>
    candleFromWs(
      bar,
      pro.market(market.symbol).contractSize ?? 1,
      tap.quoteVolume(market.id, profile.intervals[tf], Number(bar[0])),
    );

  const watchGroup = async (group: Stream[]): Promise<void> => {
    const pro = await client.createPro();
    pros.add(pro);
    const tap = tapQuoteVolumes(pro, client.wsQuoteVolumes);
    const loop = async (batch: Stream[]): Promise<void> => {
      while (!stop.signal.aborted) {
        const updates = await client.watchBatch(
          pro,
          batch.map((s) => [s.market.symbol, s.timeframe]),
        );
        for (const { symbol, timeframe, bars } of updates) {
          const market = index.byCcxtSymbol.get(symbol);
          if (market === undefined || !storedTimeframes.includes(timeframe as StoredTimeframe)) continue;
          const tf = timeframe as StoredTimeframe;
          for (const bar of bars) tracker.update(market.display, tf, fromWs(pro, tap, bar, market, tf));
        }
      }
    };
    try {
      await Promise.all(chunk(group, profile.wsStreamsPerCall).map(loop));
    } finally {
      pros.delete(pro);
      await pro.close().catch(() => undefined);
    }
  };

  const pollGroup = async (group: Stream[], forMs: number): Promise<void> => {
    const until = performance.now() + forMs;
    while (!stop.signal.aborted && performance.now() < until) {
      await runPool(group, 4, async ({ market, timeframe }) => {
        const step = timeframeMs(timeframe);
        const start = Math.floor(deps.now() / step) * step - step;
        try {
          for (const candle of await deps.fetchWindow(market.display, timeframe, start, 2)) {
            tracker.update(market.display, timeframe, candle);
          }
        } catch (error) {
          // A ban or a region block is logged once by the source, not once per stream and poll.
          if (!(error instanceof VenueBannedError || error instanceof RegionBlockedError))
            logger.warn(
              { symbol: market.display, timeframe, error: String(error) },
              'live feed: poll failed',
            );
        }
      });
      await pause(deps.pollIntervalMs);
    }
  };

  const runGroup = async (group: Stream[], n: number): Promise<void> => {
    while (!stop.signal.aborted) {
      if (deps.useWebsocket) {
        try {
          await watchGroup(group);
        } catch (error) {
          if (stop.signal.aborted) return;
          logger.warn(
            { group: n, streams: group.length, error: String(error) },
            'live feed: websocket failed, polling',
          );
        }
      }
      await pollGroup(group, deps.useWebsocket ? deps.wsRetryMs : Number.POSITIVE_INFINITY);
    }
  };

  const groups = chunk(streams, profile.wsStreamsPerConnection);
  logger.info(
    { exchange: profile.name, streams: streams.length, connections: groups.length },
    'live feed started',
  );
  const running = groups.map((group, n) => runGroup(group, n));
  const ticker = setInterval(
    guarded(
      'live feed tick',
      () => tracker.tick(),
      (name, error) => logger.warn({ timer: name, error: safeErrorText(error) }, 'timer failed'),
    ),
    deps.tickMs,
  );
  return async () => {
    stop.abort();
    clearInterval(ticker);
    await Promise.all([...pros].map((pro) => pro.close().catch(() => undefined)));
    await Promise.allSettled(running);
  };
}
