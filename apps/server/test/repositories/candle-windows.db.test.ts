import type { Candle } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandleRepository } from '../../src/repositories/candle-repository.ts';
import { readCandleWindows, WINDOW_CHUNK } from '../../src/repositories/candle-windows.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const T = Date.UTC(2026, 2, 1);
const bar = (i: number): Candle => ({
  openTime: T + i * 300_000,
  open: 1 + i,
  high: 2 + i,
  low: 0.5 + i,
  close: 1.5 + i,
  volume: 10 + i,
});

describe('candle windows', () => {
  it('reads every symbol of a list longer than one statement chunk, each from its own start', async () => {
    const count = WINDOW_CHUNK * 2 + 3;
    const names = Array.from({ length: count }, (_, i) => `S${String(i).padStart(3, '0')}USDT`);
    await createCandleRepository(database.db).upsert(
      'sim',
      '5m',
      names.flatMap((symbol) => Array.from({ length: 6 }, (_, i) => ({ symbol, candle: bar(i) }))),
    );
    const starts = names.map((symbol, i) => ({ symbol, from: T + (i % 3) * 300_000 }));
    const windows = await readCandleWindows(database.db, 'sim', '5m', starts, T + 5 * 300_000);
    expect(windows.size).toBe(count);
    for (const [i, symbol] of names.entries()) {
      const first = i % 3;
      expect(windows.get(symbol)).toEqual(Array.from({ length: 5 - first }, (_, k) => bar(first + k)));
    }
  });
});
