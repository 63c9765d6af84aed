import type { OverlaysQuery, OverlaysResponse } from '@app/contracts';
import {
  bucketStart,
  computeOverlays,
  DAY_MS,
  ictParamsFromSettings,
  sessionWindowsFromSettings,
  timeframeMs,
} from '@app/core';
import type { FormingCandle } from '../../repositories/forming-candle-repository.ts';
import type { IctRepository } from '../../repositories/ict-repository.ts';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import { NotFoundError } from '../errors.ts';
import type { SettingsService } from '../settings-service.ts';
import type { CandleService, SeriesSpec } from './candle-service.ts';
import { overlaysBody } from './overlay-dto.ts';
import { overlayWindow } from './overlay-window.ts';

export interface OverlayService {
  /** `market/overlays/`: the chart overlays of one symbol over a window of `tf` bars, as of the market's now. */
  overlays(query: OverlaysQuery): Promise<OverlaysResponse>;
  /**
   * As `overlays`, for a symbol the caller has just found active, with the forming 5m bar it read
   * (the chart feed: the body is then exactly of the forming bar it is tagged with).
   */
  overlaysOf(query: OverlaysQuery, forming: { bar: FormingCandle | undefined }): Promise<OverlaysResponse>;
}

export interface OverlayServiceDeps {
  source: string;
  now: () => number;
  candles: Pick<CandleService, 'seriesMany'>;
  symbols: MarketSymbolRepository;
  ict: IctRepository;
  settings: SettingsService;
}

/** 1h history of the 4h structure and dealing range (as the ICT scan reads it). */
const HOURS_BACK = 16 * DAY_MS;
/** Trades listed per symbol. */
const TRADE_LIMIT = 50;
/** 5m history read at most (session levels of older days are left out). */
const FIVE_MINUTES_BACK = 45 * DAY_MS;

/**
 * Reads what core `computeOverlays` needs — the window's `tf` bars, 5m bars from the day before the
 * window (or yesterday, for the ICT evaluation; at most 45 days), 16 days of 1h bars, daily bars back to 13 months
 * before now (the virgin ledger's 12 months and their CPRs) or the month before the window, the
 * forming 5m bar (the last price) — in one `seriesMany` read (each timeframe's stored bars once, the
 * 5m bars once), plus the symbol's newest trades, and answers the body.
 */
export function createOverlayService(deps: OverlayServiceDeps): OverlayService {
  async function compute(
    query: OverlaysQuery,
    known?: { bar: FormingCandle | undefined },
  ): Promise<OverlaysResponse> {
    const { symbol, tf } = query;
    const now = deps.now();
    const { from, to } = overlayWindow(query, now);
    const end = now + 1;
    const since5m = Math.max(
      Math.min(bucketStart('1d', from), bucketStart('1d', now) - DAY_MS) - DAY_MS,
      bucketStart('1d', now - FIVE_MINUTES_BACK),
    );
    const sinceDaily = Math.min(bucketStart('1M', from), bucketStart('1M', now)) - 13 * 31 * DAY_MS;
    // A 5m window is read with the 5m history in one go.
    const fiveFrom = tf === '5m' ? Math.min(since5m, from) : since5m;
    const specs: SeriesSpec[] = [
      { tf: '5m', from: fiveFrom, to: end },
      { tf: '1h', from: now - HOURS_BACK, to: end },
      { tf: '1d', from: sinceDaily, to: end },
    ];
    if (tf !== '5m') specs.push({ tf, from, to });
    const [read, settings, trades] = await Promise.all([
      deps.candles.seriesMany(symbol, specs, known),
      deps.settings.current(),
      deps.ict.symbolTrades(deps.source, symbol, TRADE_LIMIT),
    ]);
    const [bars5m = [], bars1h = [], daily = [], windowBars] = read.series;
    const { forming } = read;
    const bars = windowBars ?? bars5m;
    const lastClosed = bars5m.filter((b) => b.openTime + timeframeMs('5m') <= now).at(-1);
    const formingIsNewer =
      forming !== undefined &&
      forming.candle.openTime < now &&
      (lastClosed === undefined || forming.candle.openTime > lastClosed.openTime);
    const overlays = computeOverlays({
      tf,
      bars,
      from,
      to,
      daily,
      bars5m,
      bars1h,
      now,
      ...(formingIsNewer ? { last: { price: forming.candle.close, time: Math.min(forming.asOf, now) } } : {}),
      windows: sessionWindowsFromSettings(settings),
      params: ictParamsFromSettings(settings),
    });
    return overlaysBody({ symbol, tf, from, to }, overlays, trades);
  }

  return {
    async overlays(query) {
      if (!(await deps.symbols.findActive(deps.source, query.symbol)))
        throw new NotFoundError(`Unknown symbol ${query.symbol}.`);
      return compute(query);
    },
    overlaysOf: compute,
  };
}
