import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { positioningSnapshot } from '@app/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createFilesPositioning } from '../../../src/market/files/files-positioning.ts';
import { loadPositioningFolder } from '../../../src/market/files/load-positioning-folder.ts';
import { positioningDirOf } from '../../../src/market/files/positioning-dir.ts';

const FIXTURE = join(import.meta.dirname, '../../fixtures/positioning');
const at = (hhmm: string, day = 20) => Date.parse(`2025-08-${day}T${hhmm}:00Z`);

describe('files positioning (docs/positioning.md §3)', () => {
  it('reads plain and zipped files, keeps gaps, names and skips damaged files', async () => {
    const warnings: string[] = [];
    const data = await loadPositioningFolder(FIXTURE, { warn: (_d, m) => warnings.push(m) });
    const btc = data.metrics.get('BTCUSDT') ?? [];
    expect(btc).toHaveLength(24 + 1); // 25 slots 00:00–02:00 less the 01:05 gap, plus 08-21 00:00
    expect(btc.some((m) => m.time === at('01:05'))).toBe(false);
    expect(btc[0]).toEqual({
      time: at('00:00'),
      openInterest: 1000,
      openInterestValue: 100_000,
      longShortRatio: 1.5,
      topTraderAccountRatio: 1,
      topTraderLongShortRatio: 2,
      takerBuySellRatio: 0.9,
    });
    const eth = data.metrics.get('ETHUSDT') ?? [];
    expect(eth.map((m) => m.time)).toEqual([at('00:00'), at('04:00')]);
    expect(eth[0]?.longShortRatio).toBeNull();
    expect(eth[0]?.openInterestValue).toBe(8.4e9);
    expect(data.funding.get('BTCUSDT')?.map((f) => f.rate)).toEqual([0.0001, -0.00005, 0.0002]);
    expect(data.metrics.has('SOLUSDT')).toBe(false);
    expect(data.metrics.has('XRPUSDT')).toBe(false);
    const damaged = Object.fromEntries(data.damagedFiles.map((f) => [f.file, f]));
    expect(Object.keys(damaged).sort()).toEqual([
      'BTCUSDT-metrics-2025-08-21.csv',
      'SOLUSDT-metrics-2025-08-20.zip',
      'XRPUSDT-metrics-2025-08-20.csv',
    ]);
    expect(damaged['BTCUSDT-metrics-2025-08-21.csv']).toEqual({
      file: 'BTCUSDT-metrics-2025-08-21.csv',
      bad_rows: 1,
      error: null,
    });
    expect(damaged['XRPUSDT-metrics-2025-08-20.csv']?.error).toBe('header lacks the column create_time');
    expect(damaged['SOLUSDT-metrics-2025-08-20.zip']?.error).toBeTruthy();
    expect(warnings).toHaveLength(3);
    expect(data.filesRead).toBe(4);
  });

  it('answers the rows of a span; the snapshot over them follows the definitions', async () => {
    const source = createFilesPositioning(FIXTURE);
    expect(source.liquidations).toBe(false);
    const asOf = at('02:05');
    const batch = await source.read(['BTCUSDT', 'ETHUSDT', 'DOGEUSDT'], asOf - 2 * 86_400_000, asOf);
    expect(batch.metrics.filter((m) => m.symbol === 'BTCUSDT')).toHaveLength(24);
    expect(batch.liquidations).toEqual([]);
    const strip = <T extends { symbol: string }>(rows: T[], symbol: string) =>
      rows.filter((r) => r.symbol === symbol).map(({ symbol: _s, ...rest }) => rest);
    const snap = positioningSnapshot(
      {
        funding: strip(batch.funding, 'BTCUSDT'),
        metrics: strip(batch.metrics, 'BTCUSDT'),
        liquidations: null,
        forecast: null,
      },
      asOf,
    );
    expect(snap.fundingRate).toBe(-0.00005);
    expect(snap.fundingTime).toBe(at('00:00'));
    expect(snap.nextFundingTime).toBe(at('08:00'));
    expect(snap.openInterest).toBe(1024);
    // an hour before 02:05 is 01:05, a gap: the 01:00 reading (1012) stands in
    expect(snap.oiChange1hPct).toBeCloseTo(100 * (1024 / 1012 - 1), 12);
    expect(snap.oiChange4hPct).toBeNull();
    expect(snap.liquidations24hLongUsd).toBeNull();
    expect(source.damagedFiles?.()).toHaveLength(3);
  });
});

describe('the positioning folder of a files source', () => {
  const root = mkdtempSync(join(tmpdir(), 'positioning-dir-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('MARKET_POSITIONING_DIR wins; else the sibling …-positioning folder when it exists', () => {
    mkdirSync(join(root, 'binance-um-5m'));
    expect(positioningDirOf(join(root, 'binance-um-5m'), undefined)).toBeNull();
    mkdirSync(join(root, 'binance-um-positioning'));
    expect(positioningDirOf(join(root, 'binance-um-5m'), undefined)).toBe(
      join(root, 'binance-um-positioning'),
    );
    expect(positioningDirOf(`${join(root, 'binance-um-5m')}/`, undefined)).toBe(
      join(root, 'binance-um-positioning'),
    );
    expect(positioningDirOf(join(root, 'binance-um-5m'), '/elsewhere')).toBe('/elsewhere');
    expect(positioningDirOf(join(root, 'klines'), undefined)).toBeNull();
    expect(positioningDirOf(undefined, undefined)).toBeNull();
  });
});
