import { DAY_MS, HOUR_MS } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTrendPartialsRepository,
  PARTIALS_CHUNK,
  type SymbolPartial,
} from '../../src/repositories/trend-partials-repository.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/** A small seeded generator of doubles in [0, 1). */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const ASIA = 7 * HOUR_MS;
const LONDON = 13 * HOUR_MS;
const START = Date.UTC(2025, 0, 1);
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('trend partials repository: stored', () => {
  it('reads more symbols than one statement takes, every partial back as the same doubles', async () => {
    const rnd = lcg(5);
    const symbols = Array.from(
      { length: 2 * PARTIALS_CHUNK + 3 },
      (_, i) => `S${String(i).padStart(3, '0')}USDT`,
    );
    const rows: SymbolPartial[] = [];
    for (const [k, symbol] of symbols.entries())
      for (let d = 0; d < 5 + (k % 4); d++)
        for (const offset of [ASIA, LONDON]) {
          const open = 0.1 + rnd() * 1000;
          rows.push({
            symbol,
            offset,
            day: START + d * DAY_MS,
            partial: {
              openTime: START + d * DAY_MS,
              open,
              high: open * (1 + rnd() / 7),
              low: open * (1 - rnd() / 3),
              close: open * (1 + (rnd() - 0.5) / 9),
              volume: rnd() * 1e7,
            },
          });
        }
    const repo = createTrendPartialsRepository(database.db);
    await repo.upsert('simulated', rows);
    const from = START + DAY_MS;
    const stored = await repo.stored(
      'simulated',
      [...symbols, 'NONEUSDT'],
      [ASIA, LONDON],
      from,
      START + 7 * DAY_MS,
    );
    const expected = rows.filter((r) => r.day >= from && r.day < START + 7 * DAY_MS);
    expect([...stored.keys()].sort()).toEqual(symbols);
    let count = 0;
    for (const r of expected) {
      expect(stored.get(r.symbol)?.get(r.offset)?.get(r.day)).toEqual(r.partial);
      count++;
    }
    const total = [...stored.values()].flatMap((m) => [...m.values()]).reduce((n, days) => n + days.size, 0);
    expect(total).toBe(count);
    expect(await repo.stored('simulated', [], [ASIA], 0, START + 9 * DAY_MS)).toEqual(new Map());
  });
});
