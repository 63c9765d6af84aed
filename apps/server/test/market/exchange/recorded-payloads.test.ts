import type { Candle } from '@app/core';
import ccxt from 'ccxt';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMexcKlines } from '../../../src/market/exchange/kline-parsers.ts';
import { RegionBlockedError, VenueBannedError } from '../../../src/market/exchange/venue-errors.ts';
import { type MockedSource, startMockedSource } from '../../mocks/exchange/mock-source-harness.ts';
import { recorded } from '../../mocks/exchange/recorded-bodies.ts';

/**
 * The exchange source against the real exchanges' recorded replies (test/fixtures/exchange/README.md),
 * served by the mock venues. Expected values were read off the recorded files by hand.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('recorded markets → exactly the tradable USDT perpetuals', () => {
  let run: MockedSource | undefined;
  afterEach(async () => run?.close());

  it('Binance 2021: no quarterlies (BTCUSDT_210924, ETHUSDT_210924), no PENDING_TRADING (BTCSTUSDT)', async () => {
    run = await startMockedSource({ exchange: 'BINANCE', recorded: true });
    const symbols = (await run.source.listSymbols()).map((s) => s.symbol);
    expect(symbols).toEqual(
      [
        '1000SHIBUSDT',
        '1INCHUSDT',
        'ADAUSDT',
        'ALGOUSDT',
        'ATOMUSDT',
        'BANDUSDT',
        'BATUSDT',
        'BCHUSDT',
        'BNBUSDT',
        'BTCUSDT',
        'COMPUSDT',
        'DASHUSDT',
        'DOGEUSDT',
        'DOTUSDT',
        'EOSUSDT',
        'ETCUSDT',
        'ETHUSDT',
        'IOSTUSDT',
        'IOTAUSDT',
        'KAVAUSDT',
        'KNCUSDT',
        'LINKUSDT',
        'LTCUSDT',
        'MKRUSDT',
        'NEOUSDT',
        'OMGUSDT',
        'ONTUSDT',
        'QTUMUSDT',
        'RLCUSDT',
        'SNXUSDT',
        'SXPUSDT',
        'THETAUSDT',
        'TRXUSDT',
        'VETUSDT',
        'WAVESUSDT',
        'XLMUSDT',
        'XMRUSDT',
        'XRPUSDT',
        'XTZUSDT',
        'ZECUSDT',
        'ZILUSDT',
        'ZRXUSDT',
      ].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('Binance 2025: all 25 recorded perpetuals', async () => {
    run = await startMockedSource({
      exchange: 'BINANCE',
      recorded: { markets: 'exchangeInfo_2025-08_gct.json' },
    });
    const symbols = (await run.source.listSymbols()).map((s) => s.symbol);
    expect(symbols).toHaveLength(25);
    expect(symbols).toContain('BTCUSDT');
    expect(symbols).toContain('ALGOUSDT');
  });

  it('Bybit: the four recorded linear perpetuals', async () => {
    run = await startMockedSource({ exchange: 'BYBIT', recorded: true });
    expect((await run.source.listSymbols()).map((s) => s.symbol)).toEqual([
      'BTCUSDT',
      'DOGEUSDT',
      'ETHUSDT',
      'LTCUSDT',
    ]);
  });

  it('MEXC: crypto contracts only (no SILVER_USDT, type 2), shown without the underscore', async () => {
    run = await startMockedSource({ exchange: 'MEXC', recorded: true });
    const symbols = await run.source.listSymbols();
    expect(symbols.map((s) => s.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'LIGHTUSDT', 'SOLUSDT']);
    expect(symbols.find((s) => s.symbol === 'LIGHTUSDT')?.base).toBe('LIGHT');
  });
});

describe('recorded klines → ascending candles in ms with the quote volume', () => {
  let run: MockedSource | undefined;
  afterEach(async () => run?.close());

  const ends = (candles: Candle[]) => [candles[0], candles.at(-1)];

  it('Binance 1d BTCUSDT, January 2023 (quote volume is row index 7)', async () => {
    run = await startMockedSource({ exchange: 'BINANCE', recorded: true });
    const candles = await run.source.fetchCandles('BTCUSDT', '1d', Date.UTC(2023, 0, 1), 6);
    expect(candles.map((c) => c.openTime)).toEqual(
      [0, 1, 2, 3, 4, 5].map((d) => Date.UTC(2023, 0, 1) + d * DAY),
    );
    expect(ends(candles)).toEqual([
      {
        openTime: 1672531200000,
        open: 16537.5,
        high: 16618.8,
        low: 16488,
        close: 16610.3,
        volume: 1746449849.7392,
      },
      {
        openTime: 1672963200000,
        open: 16823.8,
        high: 17030,
        low: 16664.8,
        close: 16943.8,
        volume: 5333655035.26937,
      },
    ]);
  });

  it('Bybit 1h BTCUSDT: newest-first string rows → oldest-first numbers (turnover is the volume)', async () => {
    run = await startMockedSource({ exchange: 'BYBIT', recorded: true });
    const candles = await run.source.fetchCandles('BTCUSDT', '1h', 1706630400000, 3);
    expect(candles.map((c) => c.openTime)).toEqual([
      1706630400000,
      1706630400000 + HOUR,
      1706630400000 + 2 * HOUR,
    ]);
    expect(ends(candles)).toEqual([
      {
        openTime: 1706630400000,
        open: 43350.7,
        high: 43492.5,
        low: 43204.5,
        close: 43488,
        volume: 58117391.4117,
      },
      {
        openTime: 1706637600000,
        open: 43376.1,
        high: 43474.1,
        low: 43264.8,
        close: 43352.8,
        volume: 68345898.1407,
      },
    ]);
  });

  it('MEXC 5m BTC_USDT: seconds → ms, `amount` (USDT) is the volume', async () => {
    run = await startMockedSource(
      { exchange: 'MEXC', recorded: true, now: () => Date.UTC(2026, 0, 1) },
      { now: () => Date.UTC(2026, 0, 1) },
    );
    const candles = await run.source.fetchCandles('BTCUSDT', '5m', 1767204000000, 3);
    expect(ends(candles)).toEqual([
      {
        openTime: 1767204000000,
        open: 87587.5,
        high: 87660,
        low: 87535.2,
        close: 87639,
        volume: 14231867.8663,
      },
      {
        openTime: 1767204600000,
        open: 87837.4,
        high: 87916.9,
        low: 87837.4,
        close: 87884,
        volume: 26622974.07804,
      },
    ]);
  });

  it('MEXC `vol` is in contracts: × contractSize (0.0001 BTC) × price comes out at the recorded amount', () => {
    const body = recorded('MEXC', 'kline_Min5_BTC_USDT_gct.json').response as {
      data: Record<string, unknown>;
    };
    const { amount: _amount, ...withoutAmount } = body.data;
    const estimated = parseMexcKlines({ data: withoutAmount }, 0.0001);
    const exact = parseMexcKlines(body, 0.0001);
    for (const [i, c] of estimated.entries()) {
      const amount = exact[i]?.volume ?? 0;
      expect(Math.abs(c.volume - amount) / amount).toBeLessThan(0.002);
    }
    // Read as base units instead of contracts, the volume would be 10 000 times too large.
    expect(parseMexcKlines({ data: withoutAmount }, 1)[0]?.volume ?? 0).toBeGreaterThan(1e10);
    expect(parseMexcKlines(recorded('MEXC', 'kline_Min15_BTC_USDT_empty_gct.json').response, 0.0001)).toEqual(
      [],
    );
  });
});

describe('recorded error replies → what the source does', () => {
  let run: MockedSource | undefined;
  afterEach(async () => run?.close());

  /** A wall clock and a sleep that advances it: waits are observed, never slept. */
  function fakeTime() {
    const time = { wall: Date.UTC(2026, 0, 1), sleeps: [] as number[] };
    return {
      time,
      options: {
        clock: () => time.wall,
        sleep: async (ms: number) => {
          time.sleeps.push(ms);
          time.wall += ms;
        },
      },
    };
  }
  const klineRequests = (r: MockedSource) => r.mock.log.filter((q) => q.path.includes('kline')).length;
  const since = Date.UTC(2023, 0, 1);

  it('Binance 418: nothing is sent until the ban time in its message, then requests resume', async () => {
    const { time, options } = fakeTime();
    run = await startMockedSource({ exchange: 'BINANCE', recorded: true }, options);
    const banEnd = time.wall + HOUR;
    run.mock.faults.add({ kind: '418', path: '/klines', times: 1, banUntilMs: banEnd });
    const first = run.source.fetchCandles('BTCUSDT', '1d', since, 6);
    await expect(first).rejects.toBeInstanceOf(VenueBannedError);
    await expect(first).rejects.toThrow(new Date(banEnd).toISOString());
    expect(run.source.exchangeStatus()).toMatchObject({
      state: 'banned',
      until: new Date(banEnd).toISOString(),
    });
    expect(run.source.exchangeStatus().detail).toMatch(/IP banned until/);
    await expect(run.source.fetchCandles('BTCUSDT', '1d', since, 6)).rejects.toBeInstanceOf(VenueBannedError);
    expect(klineRequests(run)).toBe(1);

    time.wall = banEnd + 1;
    expect(await run.source.fetchCandles('BTCUSDT', '1d', since, 6)).toHaveLength(6);
    expect(klineRequests(run)).toBe(2);
    expect(run.source.exchangeStatus()).toEqual({ state: 'ok', until: null, detail: null });
  });

  it('Binance 418 whose ban time has passed (the recorded 2022 one): retried at once', async () => {
    const { options } = fakeTime();
    run = await startMockedSource({ exchange: 'BINANCE', recorded: true }, options);
    run.mock.faults.add({ kind: '418', path: '/klines', times: 1 });
    expect(await run.source.fetchCandles('BTCUSDT', '1d', since, 6)).toHaveLength(6);
    expect(klineRequests(run)).toBe(2);
  });

  it('Binance 429: waits out Retry-After before the retry, and reports the back-off while it lasts', async () => {
    const { time, options } = fakeTime();
    const warned: Array<Record<string, unknown>> = [];
    run = await startMockedSource(
      { exchange: 'BINANCE', recorded: true },
      {
        ...options,
        logger: { info: () => undefined, warn: (d) => warned.push(d as Record<string, unknown>) },
      },
    );
    run.mock.faults.add({ kind: '429', path: '/klines', times: 1, retryAfterSec: 7 });
    expect(await run.source.fetchCandles('BTCUSDT', '1d', since, 6)).toHaveLength(6);
    expect(time.sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(7_000);
    expect(klineRequests(run)).toBe(2);
    expect(warned.find((w) => w.state === 'rate_limited')).toMatchObject({
      exchange: 'BINANCE',
      detail: expect.stringContaining('Too many requests'),
    });
    expect(run.source.exchangeStatus().state).toBe('ok');
  });

  it('Bybit retCode 10006 inside an HTTP 200: backs off until its reset time, then gets the bars', async () => {
    const { time, options } = fakeTime();
    run = await startMockedSource({ exchange: 'BYBIT', recorded: true }, options);
    run.mock.faults.add({ kind: '10006', path: '/kline', times: 1, resetAtMs: time.wall + 4_000 });
    const candles = await run.source.fetchCandles('BTCUSDT', '1h', 1706630400000, 3);
    expect(candles).toHaveLength(3);
    expect(time.sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(4_000);
    expect(klineRequests(run)).toBe(2);
  });

  it('Bybit retCode 10006 without a reset time: retried with backoff (ccxt RateLimitExceeded)', async () => {
    const { options } = fakeTime();
    run = await startMockedSource({ exchange: 'BYBIT', recorded: true }, options);
    run.mock.faults.add({ kind: '10006', path: '/kline', times: 2 });
    expect(await run.source.fetchCandles('BTCUSDT', '1h', 1706630400000, 3)).toHaveLength(3);
    expect(klineRequests(run)).toBe(3);
  });

  it('Binance 451: region blocked, not retried, said so until a request succeeds', async () => {
    const { options } = fakeTime();
    run = await startMockedSource({ exchange: 'BINANCE', recorded: true }, options);
    run.mock.faults.add({ kind: '451', path: '/klines', times: 1 });
    await expect(run.source.fetchCandles('BTCUSDT', '1d', since, 6)).rejects.toBeInstanceOf(
      RegionBlockedError,
    );
    expect(klineRequests(run)).toBe(1);
    expect(run.source.exchangeStatus()).toMatchObject({
      state: 'region_blocked',
      until: null,
      detail: expect.stringContaining('restricted location'),
    });
    expect(await run.source.fetchCandles('BTCUSDT', '1d', since, 6)).toHaveLength(6);
    expect(run.source.exchangeStatus().state).toBe('ok');
  });

  it('Binance 451 on market discovery: the source says region blocked (what health/ shows at start-up)', async () => {
    const { options } = fakeTime();
    run = await startMockedSource({ exchange: 'BINANCE', recorded: true }, options);
    run.mock.faults.add({ kind: '451', path: '/exchangeInfo', times: 1 });
    await expect(run.source.listSymbols()).rejects.toBeInstanceOf(RegionBlockedError);
    expect(run.source.exchangeStatus().state).toBe('region_blocked');
  });

  it('Bybit CloudFront 403 HTML page: region blocked (ccxt alone would retry it as a rate limit)', async () => {
    const { options } = fakeTime();
    run = await startMockedSource({ exchange: 'BYBIT', recorded: true }, options);
    run.mock.faults.add({ kind: '403-cloudfront', path: '/kline', times: 1 });
    await expect(run.source.fetchCandles('BTCUSDT', '1h', 1706630400000, 3)).rejects.toBeInstanceOf(
      RegionBlockedError,
    );
    expect(klineRequests(run)).toBe(1);
    expect(run.source.exchangeStatus()).toMatchObject({
      state: 'region_blocked',
      detail: expect.stringContaining('CloudFront'),
    });
  });

  it('Binance 503 with -1001 "Internal error… try again": retried (ccxt OperationFailed)', async () => {
    const { options } = fakeTime();
    run = await startMockedSource({ exchange: 'BINANCE', recorded: true }, options);
    run.mock.faults.add({ kind: '503', path: '/klines', times: 1 });
    expect(await run.source.fetchCandles('BTCUSDT', '1d', since, 6)).toHaveLength(6);
    expect(klineRequests(run)).toBe(2);
  });

  it('MEXC code 1001 "Contract does not exist": a bad symbol, not retried', async () => {
    const { options } = fakeTime();
    run = await startMockedSource(
      { exchange: 'MEXC', recorded: true, now: () => Date.UTC(2026, 0, 1) },
      { ...options, now: () => Date.UTC(2026, 0, 1) },
    );
    run.mock.faults.add({ kind: 'mexc-1001', path: '/kline', times: 1 });
    await expect(run.source.fetchCandles('BTCUSDT', '5m', 1767204000000, 3)).rejects.toBeInstanceOf(
      ccxt.BadSymbol,
    );
    expect(klineRequests(run)).toBe(1);
    expect(run.source.exchangeStatus().state).toBe('ok');
  });
});
