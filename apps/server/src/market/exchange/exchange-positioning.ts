import type { FundingSettlement } from '@app/core';
import type { Exchange } from 'ccxt';
import { emptyBatch, type PositioningSource } from '../positioning/positioning-source.ts';
import type { ExchangeName } from './exchange-profiles.ts';

const M5 = 300_000;
const HOUR_MS = 3_600_000;
/** Symbols whose histories (funding, OI, long/short) are read per run, in turn: 3 requests each. */
const HISTORIES_PER_RUN = 20;
/** Rows asked for per history request (5-minute OI and ratios: 16 h 40 min). */
const HISTORY_LIMIT = 200;

export interface ExchangePositioningDeps {
  exchange: ExchangeName;
  /** The venue's ccxt REST instance (the klines' own: one rate limiter, one reply watcher). */
  rest: Exchange;
  /** The ccxt symbol of a display symbol (`BTCUSDT` → `BTC/USDT:USDT`), undefined when not listed. */
  ccxtSymbol(display: string): Promise<string | undefined>;
  historiesPerRun?: number;
  onError?(message: string, error: unknown): void;
}

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Settlements from ccxt's funding history, each with the hours since the one before (null for the first). */
export function settlementsOf(
  rows: readonly { timestamp?: number; fundingRate?: number }[],
): FundingSettlement[] {
  const sorted = rows
    .flatMap((r) =>
      finite(r.timestamp) !== null && finite(r.fundingRate) !== null
        ? [r as { timestamp: number; fundingRate: number }]
        : [],
    )
    .sort((a, b) => a.timestamp - b.timestamp);
  return sorted.map((r, i) => {
    const previous = sorted[i - 1];
    return {
      time: r.timestamp,
      rate: r.fundingRate,
      intervalHours: previous ? Math.round(((r.timestamp - previous.timestamp) / HOUR_MS) * 100) / 100 : null,
    };
  });
}

/**
 * The exchange source's positioning through ccxt (docs/positioning.md §3): each run one
 * `fetchFundingRates` for every symbol (the predicted rate and next settlement), on MEXC one
 * `fetchTickers` (open interest from the contract ticker's `holdVol` × contract size), and the
 * histories (`fetchFundingRateHistory`; Binance and Bybit `fetchOpenInterestHistory` and
 * `fetchLongShortRatioHistory` at 5 minutes) of `historiesPerRun` symbols in turn, so a run stays
 * inside the weight budget the klines keep. What the venue does not give stays null; a failed call is
 * reported and the run goes on without it. Liquidations are not read yet.
 */
export function createExchangePositioning(deps: ExchangePositioningDeps): PositioningSource {
  const perRun = deps.historiesPerRun ?? HISTORIES_PER_RUN;
  let cursor = 0;
  const attempt = async <T>(what: string, call: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await call();
    } catch (error) {
      deps.onError?.(`positioning: ${deps.exchange} ${what} failed`, error);
      return undefined;
    }
  };
  return {
    liquidations: false,
    async read(symbols, since, until) {
      const batch = emptyBatch();
      const pairs: [string, string][] = [];
      for (const display of symbols) {
        const unified = await deps.ccxtSymbol(display);
        if (unified !== undefined) pairs.push([display, unified]);
      }
      if (pairs.length === 0) return batch;
      const rates = await attempt('fetchFundingRates', () =>
        deps.rest.fetchFundingRates(pairs.map(([, u]) => u)),
      );
      for (const [display, unified] of pairs) {
        const r = rates?.[unified];
        if (!r) continue;
        batch.forecasts.push({
          symbol: display,
          asOf: until,
          predictedRate: finite(r.fundingRate),
          nextFundingTime: finite(r.fundingTimestamp) ?? finite(r.nextFundingTimestamp),
        });
      }
      if (deps.exchange === 'MEXC') {
        // one request for every contract (with symbols ccxt would ask one by one)
        const tickers = await attempt('fetchTickers', () =>
          deps.rest.fetchTickers(undefined, { type: 'swap' }),
        );
        for (const [display, unified] of pairs) {
          const t = tickers?.[unified];
          const holdVol = finite(Number((t?.info as { holdVol?: unknown } | undefined)?.holdVol));
          const size = finite(deps.rest.markets?.[unified]?.contractSize) ?? 1;
          if (!t || holdVol === null) continue;
          const coins = holdVol * size;
          const last = finite(t.last);
          batch.metrics.push({
            symbol: display,
            time: Math.floor(until / M5) * M5,
            openInterest: coins,
            openInterestValue: last === null ? null : coins * last,
            longShortRatio: null,
            topTraderAccountRatio: null,
            topTraderLongShortRatio: null,
            takerBuySellRatio: null,
          });
        }
      }
      const turn = Array.from(
        { length: Math.min(perRun, pairs.length) },
        (_, i) => pairs[(cursor + i) % pairs.length],
      );
      cursor = (cursor + turn.length) % pairs.length;
      for (const pair of turn) {
        if (!pair) continue;
        const [display, unified] = pair;
        const funding = await attempt('fetchFundingRateHistory', () =>
          deps.rest.fetchFundingRateHistory(unified, since, HISTORY_LIMIT),
        );
        for (const s of settlementsOf(funding ?? []))
          if (s.time <= until) batch.funding.push({ ...s, symbol: display });
        if (deps.exchange === 'MEXC') continue;
        const oi = await attempt('fetchOpenInterestHistory', () =>
          deps.rest.fetchOpenInterestHistory(unified, '5m', since, HISTORY_LIMIT),
        );
        const ratios = await attempt('fetchLongShortRatioHistory', () =>
          deps.rest.fetchLongShortRatioHistory(unified, '5m', since, HISTORY_LIMIT),
        );
        const ratioAt = new Map((ratios ?? []).map((r) => [r.timestamp, finite(r.longShortRatio)]));
        for (const o of oi ?? []) {
          const time = finite(o.timestamp);
          if (time === null || time > until) continue;
          batch.metrics.push({
            symbol: display,
            time,
            openInterest: finite(o.openInterestAmount),
            openInterestValue: finite(o.openInterestValue),
            longShortRatio: ratioAt.get(time) ?? null,
            topTraderAccountRatio: null,
            topTraderLongShortRatio: null,
            takerBuySellRatio: null,
          });
        }
      }
      return batch;
    },
  };
}
