import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMarketDataStale, STALE_AFTER_MS } from '../../src/candles/staleness.ts';

const utc = (s: string) => Date.parse(`${s}Z`);

describe('isMarketDataStale', () => {
  it('is fresh up to two 5m bars old and stale after', () => {
    const now = utc('2026-03-01T12:00:00');
    expect(STALE_AFTER_MS).toBe(10 * 60_000);
    expect(isMarketDataStale(utc('2026-03-01T11:55:00'), now)).toBe(false);
    expect(isMarketDataStale(utc('2026-03-01T11:50:00'), now)).toBe(false);
    expect(isMarketDataStale(utc('2026-03-01T11:49:59.999'), now)).toBe(true);
    expect(isMarketDataStale(utc('2026-02-01T00:00:00'), now)).toBe(true);
  });

  it('is not stale with no data yet (loading) or data ahead of the clock', () => {
    expect(isMarketDataStale(null, utc('2026-03-01T12:00:00'))).toBe(false);
    expect(isMarketDataStale(utc('2026-03-01T12:05:00'), utc('2026-03-01T12:00:00'))).toBe(false);
  });

  it('property: stale exactly when the age exceeds 10 minutes, and monotone in now', () => {
    const time = fc.integer({ min: 0, max: 4_000_000_000_000 });
    const age = fc.integer({ min: -3_600_000, max: 86_400_000 });
    fc.assert(
      fc.property(time, age, fc.nat(86_400_000), (asOf, ageMs, later) => {
        const stale = isMarketDataStale(asOf, asOf + ageMs);
        expect(stale).toBe(ageMs > STALE_AFTER_MS);
        if (stale) expect(isMarketDataStale(asOf, asOf + ageMs + later)).toBe(true);
        expect(isMarketDataStale(null, asOf + ageMs)).toBe(false);
      }),
    );
  });
});
