import { DAY_MS, HOUR_MS, noTp1Forecast, type Tp1Forecast, type Tp1Model } from '@app/core';
import { describe, expect, it } from 'vitest';
import type { IctRepository, IctTp1ModelRow, IctTradeRow } from '../../../src/repositories/ict-repository.ts';
import { createTp1ModelKeeper, tp1KnownOf } from '../../../src/services/ict/ict-tp1-model.ts';
import { tp1ModelInfo } from '../../../src/services/ict/ict-tp1-model-info.ts';
import { trackRecord } from '../../../src/services/ict/ict-track-record.ts';

const T0 = Date.UTC(2026, 2, 1);
const M5 = 5 * 60_000;

/** A stored long trade at `created` (fill 100, stop 90, TP1 110, TP2 120) with the given outcome. */
function row(
  id: number,
  created: number,
  outcome: 'tp1' | 'stopped' | 'open' | 'expired',
  over: Partial<IctTradeRow> = {},
): IctTradeRow {
  const at = (h: number) => new Date(created + h * HOUR_MS);
  return {
    id,
    source: 'sim',
    symbol: 'BTCUSDT',
    bias: 'Bullish',
    entryLow: 95,
    entryHigh: 100,
    stopLoss: 90,
    takeProfit1: 110,
    takeProfit2: 120,
    currentPrice: 100,
    reasons: [],
    score: 7,
    label: 'Bullish',
    legFromTime: created - DAY_MS,
    legToTime: created - HOUR_MS,
    createdAt: new Date(created),
    status: outcome,
    triggeredAt: outcome === 'tp1' || outcome === 'stopped' ? at(1) : null,
    tp1At: outcome === 'tp1' ? at(2) : null,
    tp2At: null,
    stoppedAt: outcome === 'stopped' ? at(2) : null,
    expiredAt: outcome === 'expired' ? at(24) : null,
    closedAt: outcome === 'stopped' ? at(2) : outcome === 'expired' ? at(24) : null,
    rMultiple: outcome === 'tp1' ? 1 : outcome === 'stopped' ? -1 : null,
    judgedThrough: null,
    tp1Features: [id % 2, (id * 7) % 5],
    tp1Forecast: noTp1Forecast,
    updatedAt: new Date(created),
    ...over,
  };
}

const forecast = (p: number): Tp1Forecast => ({ p, served: 'model', model: p, base: 0.4, raw: p });

describe('tp1KnownOf', () => {
  it('keeps the trades decided before the refit, with features and the forecast made at generation', () => {
    const refit = T0 + DAY_MS;
    const rows = [
      row(1, T0, 'tp1', { tp1Forecast: forecast(0.6) }),
      row(2, T0, 'stopped'),
      row(3, T0, 'open'),
      row(4, T0, 'expired'),
      row(5, refit - 2 * HOUR_MS, 'stopped'), // stopped on the bar opening at the refit: known after it
      row(6, T0, 'tp1', { tp1Features: null }),
    ];
    const known = tp1KnownOf(rows, refit);
    expect(known.map((k) => k.y)).toEqual([1, 0]);
    expect(known[0]?.heldOut).toEqual(forecast(0.6));
    // stopped on the bar closing 5 minutes before the refit: known before it
    expect(tp1KnownOf([row(7, refit - 2 * HOUR_MS - 2 * M5, 'stopped')], refit)).toHaveLength(1);
    expect(tp1KnownOf([row(8, refit - 2 * HOUR_MS - M5, 'stopped')], refit)).toHaveLength(0);
  });
});

describe('createTp1ModelKeeper', () => {
  function fakeRepo(rows: IctTradeRow[]) {
    let stored: IctTp1ModelRow | null = null;
    const writes: (Tp1Model | null)[] = [];
    const repo = {
      tradesCreatedSince: async (_source: string, from: Date) => rows.filter((r) => r.createdAt >= from),
      readTp1Model: async () => stored,
      writeTp1Model: async (source: string, model: Tp1Model | null, fittedAt: Date) => {
        writes.push(model);
        stored = { source, model, fittedAt, computedAt: new Date() };
      },
    } as unknown as IctRepository;
    return { repo, writes };
  }

  it('refits once per UTC day on the outcomes before 00:00 and serves the stored model the rest of the day', async () => {
    const rows = Array.from({ length: 400 }, (_, i) =>
      row(i, T0 + i * 10 * 60_000, i % 3 === 0 ? 'tp1' : 'stopped'),
    );
    const { repo, writes } = fakeRepo(rows);
    const keeper = createTp1ModelKeeper(repo, 'sim');
    const day5 = T0 + 5 * DAY_MS;
    const model = await keeper.current(day5 + HOUR_MS);
    expect(writes).toHaveLength(1);
    expect(model?.n).toBe(400);
    expect(model?.base).toBeCloseTo(134 / 400, 12);
    expect(model?.served).toBe('base_rate'); // no held-out forecasts yet
    expect(await keeper.current(day5 + 20 * HOUR_MS)).toEqual(model);
    expect(writes).toHaveLength(1);
    await keeper.current(day5 + DAY_MS);
    expect(writes).toHaveLength(2);
  });

  it('stores no model while there are too few outcomes', async () => {
    const { repo, writes } = fakeRepo([row(1, T0, 'tp1')]);
    expect(await createTp1ModelKeeper(repo, 'sim').current(T0 + DAY_MS)).toBeNull();
    expect(writes).toEqual([null]);
  });
});

describe('tp1ModelInfo', () => {
  it('is empty before a refit and flattens the stored model', () => {
    expect(tp1ModelInfo(null)).toEqual({
      served: 'none',
      fitted_at: null,
      n: 0,
      base_rate: null,
      held_out_n: 0,
      auc: null,
      brier: null,
      base_rate_brier: null,
      brier_skill: null,
    });
    const model = {
      served: 'model',
      n: 900,
      base: 0.34,
      heldOut: { n: 500, auc: 0.61, brier: 0.2, baseRateBrier: 0.22, skill: 1 - 0.2 / 0.22 },
    } as Tp1Model;
    const info = tp1ModelInfo({ source: 's', model, fittedAt: new Date(T0), computedAt: new Date(T0) });
    expect(info).toEqual({
      served: 'model',
      fitted_at: new Date(T0).toISOString(),
      n: 900,
      base_rate: 0.34,
      held_out_n: 500,
      auc: 0.61,
      brier: 0.2,
      base_rate_brier: 0.22,
      brier_skill: 1 - 0.2 / 0.22,
    });
  });
});

describe('trackRecord', () => {
  it('counts decided trades per decile of p_tp1 and per label, with Wilson intervals', () => {
    const rows = Array.from({ length: 40 }, (_, i) =>
      row(i, T0 + i * HOUR_MS, i % 4 === 0 ? 'tp1' : 'stopped', {
        tp1Forecast: i < 30 ? forecast(i / 100) : noTp1Forecast,
        label: i % 2 === 0 ? 'Strong Bullish' : 'Bullish',
      }),
    );
    rows.push(row(99, T0, 'open'), row(98, T0, 'expired'));
    const r = trackRecord(rows, T0, T0 + 30 * DAY_MS);
    expect(r.overall).toMatchObject({ count: 40, tp1: 10, rate: 0.25 });
    expect(r.overall.low as number).toBeLessThan(0.25);
    expect(r.overall.high as number).toBeGreaterThan(0.25);
    expect(r.by_decile).toHaveLength(10);
    expect(r.by_decile.map((d) => d.count)).toEqual(Array(10).fill(3));
    expect(r.by_decile[0]).toMatchObject({ decile: 1, p_from: 0, p_to: 0.02, tp1: 1 });
    expect(r.by_decile[9]?.mean_forecast).toBeCloseTo(0.28, 12);
    expect(r.by_label.map((g) => [g.label, g.count, g.tp1])).toEqual([
      ['Strong Bullish', 20, 10],
      ['Bullish', 20, 0],
    ]);
  });
});
