import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateCandles } from '../../../src/candles/aggregate.ts';
import { DAY_MS, HOUR_MS } from '../../../src/candles/timeframe.ts';
import { closedCheckpointPartials } from '../../../src/cpr/trend-model/checkpoint-partials.ts';
import { candleAt } from '../../support/candle-arbitraries.ts';
import { FIXTURE_START, randomHourly } from '../../support/trend-fixtures.ts';

const ASIA = 7 * HOUR_MS;
const LONDON = 13 * HOUR_MS;

describe('closed checkpoint partials', () => {
  it('aggregates the bars of each day closed by each checkpoint that has passed', () => {
    const bars = [
      candleAt(FIXTURE_START + 5 * HOUR_MS, 10, 11, 1, 0, 5),
      candleAt(FIXTURE_START + 6 * HOUR_MS, 11, 9, 0, 1, 7),
      candleAt(FIXTURE_START + 7 * HOUR_MS, 9, 20, 0, 0, 9),
    ];
    const out = closedCheckpointPartials(bars, HOUR_MS, [ASIA, LONDON], FIXTURE_START + 12 * HOUR_MS);
    // London (13:00) has not passed at 12:00: only the Asia partial, from the 05:00 and 06:00 bars.
    expect(out).toEqual([
      {
        day: FIXTURE_START,
        offset: ASIA,
        partial: { openTime: FIXTURE_START, open: 10, high: 12, low: 8, close: 9, volume: 12 },
      },
    ]);
  });

  it('skips offsets that are not a time of the day', () => {
    const bars = randomHourly(2, 3);
    const out = closedCheckpointPartials(
      bars,
      HOUR_MS,
      [Number.NaN, 0, DAY_MS + 1],
      FIXTURE_START + 3 * DAY_MS,
    );
    expect(out).toEqual([]);
  });

  it('each partial equals the daily aggregate of the bars closed by its checkpoint (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 7 * 24 }),
        fc.array(fc.integer({ min: 0, max: 6 * 24 - 1 }), { maxLength: 20 }),
        (days, seed, hours, nowHours, dropped) => {
          const gone = new Set(dropped);
          const bars = randomHourly(days, seed).filter((_, i) => !gone.has(i));
          const offsets = hours.map((h) => h * HOUR_MS);
          const now = FIXTURE_START + nowHours * HOUR_MS;
          const out = closedCheckpointPartials(bars, HOUR_MS, offsets, now);
          const expected = [];
          for (let d = 0; d < days; d++) {
            const day = FIXTURE_START + d * DAY_MS;
            for (const offset of offsets) {
              if (day + offset > now) continue;
              const seen = bars.filter((b) => b.openTime >= day && b.openTime + HOUR_MS <= day + offset);
              const [partial] = aggregateCandles(seen, '1d');
              if (partial !== undefined) expected.push({ day, offset, partial });
            }
          }
          const key = (p: { day: number; offset: number }) => `${p.day}|${p.offset}`;
          const sorted = (xs: { day: number; offset: number }[]) =>
            [...xs].sort((a, b) => key(a).localeCompare(key(b)));
          expect(sorted(out)).toEqual(sorted(expected));
        },
      ),
    );
  });

  it('a day partial never changes when later bars arrive (property)', () => {
    const all = randomHourly(4, 11);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 * 24 }), (h) => {
        const now = FIXTURE_START + h * HOUR_MS;
        const seen = all.filter((b) => b.openTime + HOUR_MS <= now);
        const early = closedCheckpointPartials(seen, HOUR_MS, [ASIA, LONDON], now);
        const later = closedCheckpointPartials(all, HOUR_MS, [ASIA, LONDON], FIXTURE_START + 5 * DAY_MS);
        for (const p of early) expect(later).toContainEqual(p);
      }),
    );
  });
});
