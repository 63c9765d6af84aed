import type { ExchangeStatus } from '@app/contracts';
import type { Candle, StoredTimeframe } from '@app/core';
import { storedTimeframes, timeframeMs } from '@app/core';
import { isoOfMs } from '../../lib/time.ts';
import type { MarketDataSource, MarketSymbol, StaleEntry } from '../market-source.ts';
import { type BackfillReport, type BackfillRequest, runBackfill } from './backfill.ts';
import { alignUp, barsBetween } from './backfill-plan.ts';
import { createVenueClientFor } from './create-venue-client.ts';
import { createExchangePositioning } from './exchange-positioning.ts';
import { type ExchangeName, type ExchangeProfile, exchangeProfiles } from './exchange-profiles.ts';
import type { ExchangeSourceOptions } from './exchange-source-options.ts';
import { startLiveFeed } from './live-feed.ts';
import { indexMarkets, type MarketIndex } from './market-index.ts';
import { createRetryAfterGate, sleepMs } from './retry-after-gate.ts';
import { createVenueStatusTracker } from './venue-status.ts';
import { defaultRetryPolicy, type RetryPolicy, withRetry } from './with-retry.ts';

export interface ExchangeSourceStats {
  /** Kline requests sent, retries included. */
  klineRequests: number;
  retries: number;
}

/** The `exchange` market source plus what only it can do: stale tracking and request statistics. */
export interface ExchangeSource extends MarketDataSource {
  readonly profile: ExchangeProfile;
  /** Runs the ranges concurrently (exchange/backfill.ts); a range that keeps failing marks its pair stale. */
  backfill(request: BackfillRequest): Promise<BackfillReport>;
  /** (symbol, timeframe) pairs whose last backfill gave up; cleared by a later success. */
  stale(): StaleEntry[];
  stats(): ExchangeSourceStats;
  /** How the venue answers now: ok, rate limited, banned (HTTP 418) or region blocked. */
  exchangeStatus(): ExchangeStatus;
}

const noopLogger = { info: () => undefined, warn: () => undefined };

/**
 * Market data from Binance USDⓈ-M, Bybit or MEXC through ccxt (see exchange-source-options.ts).
 * Markets are loaded once, lazily; every kline request goes through ccxt's rate limiter and is
 * retried with backoff (honouring Retry-After) when it fails transiently.
 */
export function createExchangeSource(options: ExchangeSourceOptions): ExchangeSource {
  const name: ExchangeName = options.exchange;
  const profile = exchangeProfiles[name];
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepMs;
  const logger = options.logger ?? noopLogger;
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const pageSize = Math.min(options.pageSize ?? profile.maxPageSize, profile.maxPageSize);
  const gate = createRetryAfterGate({ sleep, ...(options.clock ? { clock: options.clock } : {}) });
  const status = createVenueStatusTracker(options.clock);
  const rate = options.rateLimit ?? {};
  const client = createVenueClientFor(name, {
    apiBaseUrl: options.apiBaseUrl,
    wsBaseUrl: options.wsBaseUrl,
    enableRateLimit: rate.enabled ?? true,
    rateLimitMs: rate.msPerUnit === 'documented' ? profile.documentedRateLimitMs : rate.msPerUnit,
    timeoutMs: options.timeoutMs ?? 10_000,
    gate,
    status,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  let lastState = status.current().state;
  /** One log line per change of the venue's condition, not one per failed request. */
  const reportState = (): void => {
    const current = status.current();
    if (current.state === lastState) return;
    lastState = current.state;
    const until = current.untilMs === null ? null : isoOfMs(current.untilMs);
    if (current.state === 'ok') logger.info({ exchange: name }, 'exchange answers again');
    else
      logger.warn(
        { exchange: name, state: current.state, until, detail: current.detail },
        'exchange refuses requests',
      );
  };
  const stats: ExchangeSourceStats = { klineRequests: 0, retries: 0 };
  const staleByKey = new Map<string, StaleEntry>();
  let index: Promise<MarketIndex> | undefined;

  const markets = (): Promise<MarketIndex> => {
    index ??= withRetry(() => client.rest.loadMarkets(), policy, { gate, sleep, status }).then(
      (loaded) => {
        reportState();
        return indexMarkets(Object.values(loaded), profile);
      },
      (error: unknown) => {
        index = undefined;
        reportState();
        throw error;
      },
    );
    return index;
  };

  const fetchWindow = async (
    symbol: string,
    tf: StoredTimeframe,
    start: number,
    limit: number,
  ): Promise<Candle[]> => {
    const market = (await markets()).byDisplay.get(symbol);
    if (market === undefined) throw new Error(`${name}: unknown symbol ${symbol}`);
    return withRetry(
      () => {
        stats.klineRequests += 1;
        return client.fetchWindow(market.id, tf, start, limit);
      },
      policy,
      {
        gate,
        status,
        sleep,
        random: options.random,
        onRetry: (retry, delayMs, error) => {
          stats.retries += 1;
          reportState();
          logger.warn(
            { exchange: name, symbol, timeframe: tf, retry, delayMs, error: String(error) },
            'kline request retried',
          );
        },
      },
    ).finally(reportState);
  };

  return {
    kind: 'exchange',
    profile,
    now,
    async listSymbols(): Promise<MarketSymbol[]> {
      return (await markets()).symbols.map((s) => ({ ...s }));
    },
    async fetchCandles(symbol, timeframe, since, limit) {
      const step = timeframeMs(timeframe);
      const out: Candle[] = [];
      for (let start = alignUp(since, step); out.length < limit; ) {
        const n = Math.min(pageSize, limit - out.length, barsBetween(start, now(), step));
        if (n <= 0) break;
        out.push(...(await fetchWindow(symbol, timeframe, start, n)));
        start += n * step;
      }
      return out.slice(0, limit);
    },
    async backfill(request) {
      await markets();
      const report = await runBackfill(
        {
          ...request,
          onStale: (entry) => {
            logger.warn({ exchange: name, ...entry }, 'backfill gave up: marked stale');
            request.onStale?.(entry);
          },
        },
        { now, pageSize, fetchWindow },
      );
      const failed = new Set(report.stale.map((s) => `${s.symbol}|${s.timeframe}`));
      for (const { symbol, timeframe } of request.ranges)
        if (!failed.has(`${symbol}|${timeframe}`)) staleByKey.delete(`${symbol}|${timeframe}`);
      for (const entry of report.stale) staleByKey.set(`${entry.symbol}|${entry.timeframe}`, entry);
      return report;
    },
    stale: () => [...staleByKey.values()],
    stats: () => ({ ...stats }),
    exchangeStatus: () => {
      reportState();
      const current = status.current();
      return {
        state: current.state,
        until: current.untilMs === null ? null : isoOfMs(current.untilMs),
        detail: current.detail,
      };
    },
    async watch(symbols, onUpdate) {
      const live = options.live ?? {};
      return startLiveFeed(symbols, onUpdate, {
        client,
        index: await markets(),
        timeframes: live.timeframes ?? [...storedTimeframes],
        now,
        fetchWindow,
        logger,
        useWebsocket: live.useWebsocket ?? true,
        pollIntervalMs: live.pollIntervalMs ?? 10_000,
        wsRetryMs: live.wsRetryMs ?? 60_000,
        graceMs: live.closeGraceMs ?? 2_000,
        tickMs: live.tickMs ?? 1_000,
      });
    },
    positioning(onError) {
      return createExchangePositioning({
        exchange: name,
        rest: client.rest,
        ccxtSymbol: async (display) => (await markets()).byDisplay.get(display)?.symbol,
        ...(onError ? { onError } : {}),
      });
    },
    async close() {
      await client.rest.close();
    },
  };
}
