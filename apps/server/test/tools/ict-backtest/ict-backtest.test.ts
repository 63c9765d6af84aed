import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultAdminSettings } from '@app/contracts';
import {
  type Candle,
  createSimMarket,
  DAY_MS,
  defaultTradeRules,
  ictParamsFromSettings,
  MINUTE_MS,
} from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KlineFolderInputError, loadCheckedKlineFolder } from '../../../tools/checked-kline-folder.ts';
import { backtestFigures, parseBacktestCsv } from '../../../tools/ict-backtest/backtest-figures.ts';
import {
  ictBacktestColumns,
  ictBacktestCsv,
  ictBacktestScores,
  runIctBacktest,
} from '../../../tools/ict-backtest/run-ict-backtest.ts';

const M5 = 5 * MINUTE_MS;
const params = ictParamsFromSettings(defaultAdminSettings);
const market = createSimMarket({ seed: 11, symbols: 2 });
const START = Date.UTC(2025, 0, 28);
const DAYS = 16;
const CUT = START + 14 * DAY_MS + 7 * 60 * MINUTE_MS + 35 * MINUTE_MS;
const options = { minOutcomes: 30, minHeldOut: 30 };
const header =
  'open_time,open,high,low,close,volume,close_time,quote_volume,count,taker_buy_volume,taker_buy_quote_volume,ignore';

const csvLine = (c: Candle) =>
  [
    c.openTime,
    c.open,
    c.high,
    c.low,
    c.close,
    c.volume,
    c.openTime + M5 - 1,
    c.volume * c.close,
    0,
    0,
    0,
    0,
  ].join(',');

/** Writes 5m bars opening before `end` as monthly `SYMBOL-5m-YYYY-MM.csv` files. */
async function writeFolder(dir: string, end: number) {
  await mkdir(dir, { recursive: true });
  for (const { symbol } of market.symbols) {
    const months = new Map<string, string[]>();
    for (const b of market.simCandles(symbol, '5m', START, START + DAYS * DAY_MS)) {
      if (b.openTime >= end) continue;
      const key = new Date(b.openTime).toISOString().slice(0, 7);
      months.set(key, [...(months.get(key) ?? []), csvLine(b)]);
    }
    for (const [m, lines] of months)
      await writeFile(join(dir, `${symbol}-5m-${m}.csv`), `${header}\n${lines.join('\n')}\n`);
  }
}

const rowsOf = (csv: string) =>
  csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line): Row => Object.fromEntries(line.split(',').map((v, i) => [ictBacktestColumns[i], v])));

type Row = Record<string, string | undefined>;
const outcome = ['status', 'triggered_at', 'tp1_at', 'tp2_at', 'stopped_at', 'expired_at'];
const generation = ictBacktestColumns.filter((c) => !outcome.includes(c));

let root = '';
let fullCsv = '';
let cutCsv = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ict-backtest-'));
  await writeFolder(join(root, 'full'), START + DAYS * DAY_MS);
  await writeFolder(join(root, 'cut'), CUT);
  fullCsv = ictBacktestCsv(
    runIctBacktest(await loadCheckedKlineFolder(join(root, 'full')), params, defaultTradeRules, options),
  );
  cutCsv = ictBacktestCsv(
    runIctBacktest(await loadCheckedKlineFolder(join(root, 'cut')), params, defaultTradeRules, options),
  );
}, 120_000);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('ict backtest', () => {
  it('writes one row per trade with the stated columns, times in ms, empty when not reached', () => {
    const [head] = fullCsv.split('\n');
    expect(head).toBe(ictBacktestColumns.join(','));
    const rows = rowsOf(fullCsv);
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) {
      expect(['long', 'short']).toContain(r.direction);
      expect(Number(r.generated_at) % M5).toBe(0);
      if (r.status === 'open' || r.status === 'expired') expect(r.triggered_at).toBe('');
      if (r.status === 'stopped') expect(Number(r.stopped_at)).toBeGreaterThanOrEqual(Number(r.triggered_at));
      if (r.status === 'tp2') expect(Number(r.tp2_at)).toBeGreaterThanOrEqual(Number(r.tp1_at));
      if (r.p_tp1 !== '') expect(Number(r.p_tp1) > 0 && Number(r.p_tp1) < 1).toBe(true);
    }
    expect(rows.some((r) => r.p_tp1 !== '')).toBe(true);
    expect(rows.some((r) => r.p_tp1 === '')).toBe(true);
  });

  it('truncating the folder leaves every trade generated a day before the cut identical (p_tp1 included)', () => {
    const before = (csv: string) => rowsOf(csv).filter((r) => Number(r.generated_at) <= CUT - DAY_MS);
    const full = before(fullCsv);
    const cut = before(cutCsv);
    expect(cut.length).toBeGreaterThan(20);
    expect(cut.filter((r) => r.p_tp1 !== '').length).toBeGreaterThan(5);
    const pick = (r: Row | undefined, cols: readonly string[]) => cols.map((c) => r?.[c]);
    expect(cut.map((r) => pick(r, generation))).toEqual(full.map((r) => pick(r, generation)));
    let closed = 0;
    for (const [i, r] of cut.entries()) {
      if (
        ['stopped', 'tp2', 'expired'].includes(r.status ?? '') ||
        (r.status === 'tp1' && r.stopped_at !== '')
      ) {
        closed += 1;
        expect(pick(r, outcome)).toEqual(pick(full[i], outcome));
      } else {
        // still live at the cut: what it reached so far, the full run reached at the same times
        for (const c of outcome.slice(1)) if (r[c] !== '') expect(full[i]?.[c]).toBe(r[c]);
      }
    }
    expect(closed).toBeGreaterThan(cut.length / 2);
  });

  it('reports from the CSV what the replay measured: honest R, the cap and the stop minimum hold on every trade', async () => {
    const data = await loadCheckedKlineFolder(join(root, 'full'));
    const backtest = runIctBacktest(data, params, defaultTradeRules, options);
    const rows = parseBacktestCsv(ictBacktestCsv(backtest));
    expect(rows).toHaveLength(backtest.trades.length);
    const f = backtestFigures(rows, 10, 0);
    const scores = ictBacktestScores(backtest);
    if (scores.averageHonestR === null) expect(f.averageHonestR).toBeNull();
    else expect(f.averageHonestR).toBeCloseTo(scores.averageHonestR, 9);
    expect(f.rTp2.max ?? 0).toBeLessThanOrEqual(params.tp2MaxR * (1 + 1e-9));
    const withFees = backtestFigures(rows, 10, 0.0005);
    if (f.averageHonestR !== null) expect(withFees.averageHonestRAfterFees).toBeLessThan(f.averageHonestR);
    expect(f.trades).toBeGreaterThan(0);
  });

  it('bad input names the folder or the file and line', async () => {
    await expect(loadCheckedKlineFolder(join(root, 'nowhere'))).rejects.toThrow(
      new KlineFolderInputError(`${join(root, 'nowhere')}: no such folder`),
    );
    const bad = join(root, 'bad');
    await mkdir(bad);
    await writeFile(join(bad, 'BTCUSDT-5m-2025-01.csv'), `${header}\n${START},1,2,0.5,1.5,10\n`);
    await expect(loadCheckedKlineFolder(bad)).rejects.toThrow(/BTCUSDT-5m-2025-01\.csv:2: /);
  });
});
