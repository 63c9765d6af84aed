import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultAdminSettings } from '@app/contracts';
import { type Candle, checkpointOffsetsOf, DAY_MS, HOUR_MS } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTrendSeries, TrendBacktestInputError } from '../../../tools/trend-backtest/load-trend-series.ts';
import { backtestCsv, runTrendBacktest } from '../../../tools/trend-backtest/run-trend-backtest.ts';

const offsets = checkpointOffsetsOf(defaultAdminSettings);
const map = defaultAdminSettings.daily_cpr_map;
const START = Date.UTC(2024, 0, 1);
const DAYS = 200;

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Hourly bars of a random walk with a common factor, so days trend now and then. */
function hourly(seed: number, days: number): Candle[] {
  const rnd = lcg(seed);
  const market = lcg(99);
  let price = 100;
  let drift = 0;
  return Array.from({ length: days * 24 }, (_, i) => {
    if (i % 24 === 0) drift = (market() - 0.5) * 0.006 + (rnd() - 0.5) * 0.004;
    const open = price;
    const close = open * (1 + drift + (rnd() - 0.5) * 0.01);
    price = close;
    return {
      openTime: START + i * HOUR_MS,
      open,
      high: Math.max(open, close) * (1 + rnd() * 0.003),
      low: Math.min(open, close) * (1 - rnd() * 0.003),
      close,
      volume: 1000 + rnd() * 1000,
    };
  });
}

const csvLine = (c: Candle, step: number) =>
  [c.openTime, c.open, c.high, c.low, c.close, 1, c.openTime + step - 1, c.volume, 0, 0, 0, 0].join(',');

/** Writes the bars of each symbol as monthly `SYMBOL-1h-YYYY-MM.csv` files with a header. */
async function writeFolder(dir: string, series: Map<string, Candle[]>) {
  await mkdir(dir, { recursive: true });
  for (const [symbol, bars] of series) {
    const months = new Map<string, string[]>();
    for (const b of bars) {
      const key = new Date(b.openTime).toISOString().slice(0, 7);
      months.set(key, [...(months.get(key) ?? []), csvLine(b, HOUR_MS)]);
    }
    for (const [m, lines] of months)
      await writeFile(
        join(dir, `${symbol}-1h-${m}.csv`),
        `open_time,open,high,low,close,volume,close_time,quote_volume,count,taker_buy_volume,taker_buy_quote_volume,ignore\n${lines.join('\n')}\n`,
      );
  }
}

let root = '';
const series = new Map([
  ['BTCUSDT', hourly(1, DAYS)],
  ['ETHUSDT', hourly(2, DAYS)],
  ['SOLUSDT', hourly(3, DAYS - 30)],
]);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'trend-backtest-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('trend backtest', () => {
  it('writes one row per symbol, day and checkpoint; empty under 60 days and before the first refit', async () => {
    const dir = join(root, 'full');
    await writeFolder(dir, series);
    const loaded = await loadTrendSeries(dir, offsets);
    expect(loaded.intraday).toBe(true);
    const { rows, results } = runTrendBacktest(loaded.series, map, offsets);
    expect(rows).toHaveLength(3 * (DAYS + DAYS + DAYS - 30));
    const csv = backtestCsv(rows).split('\n');
    expect(csv[0]).toBe('symbol,date,checkpoint,probability');
    expect(csv[1]).toBe('BTCUSDT,2024-01-01,open,');
    const late = rows.filter((r) => r.date === '2024-07-10' && r.symbol === 'ETHUSDT');
    expect(late.map((r) => r.checkpoint)).toEqual(['open', 'asia_close', 'london_close']);
    for (const r of late) expect(r.probability).toBeGreaterThan(0);
    expect(results.london_close?.scores?.n).toBeGreaterThan(0);
  });

  it('truncating the input after a day leaves that day’s forecasts unchanged', async () => {
    const full = runTrendBacktest(
      (await loadTrendSeries(join(root, 'full'), offsets)).series,
      map,
      offsets,
    ).rows;
    const cutDay = START + 185 * DAY_MS;
    const dir = join(root, 'cut');
    const cut = new Map(
      [...series].map(([s, bars]) => [s, bars.filter((b) => b.openTime < cutDay + DAY_MS)]),
    );
    await writeFolder(dir, cut);
    const truncated = runTrendBacktest((await loadTrendSeries(dir, offsets)).series, map, offsets).rows;
    const last = new Date(cutDay).toISOString().slice(0, 10);
    const upTo = full.filter((r) => r.date <= last);
    expect(truncated).toEqual(upTo);
    // SOLUSDT's data ends before the cut: BTC and ETH at three checkpoints.
    expect(upTo.filter((r) => r.date === last && r.probability !== null).length).toBe(6);
  });

  it('stops on a missing or empty folder and names the file and line of a row it cannot parse', async () => {
    await expect(loadTrendSeries(join(root, 'nowhere'), offsets)).rejects.toThrow(
      new TrendBacktestInputError(`${join(root, 'nowhere')}: no such folder`),
    );
    const empty = join(root, 'empty');
    await mkdir(empty);
    await expect(loadTrendSeries(empty, offsets)).rejects.toThrow(`${empty}: no kline files`);
    const bad = join(root, 'bad');
    await mkdir(bad);
    await writeFile(
      join(bad, 'BTCUSDT-1d-2024-01.csv'),
      '1704067200000,1,2,0.5,1.5,1,1,1,0,0,0,0\n1704153600000,1,x,0.5,1.5,1,1,1,0,0,0,0\n',
    );
    await expect(loadTrendSeries(bad, offsets)).rejects.toThrow(
      `${join(bad, 'BTCUSDT-1d-2024-01.csv')}:2: a column is not a number`,
    );
  });
});
