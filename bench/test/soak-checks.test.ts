import { describe, expect, it } from 'vitest';
import {
  checkRss,
  latencyByRoute,
  type RssSample,
  rssTroughs,
  summariseLoopDelay,
} from '../scripts/soak/checks.ts';

const MINUTE = 60_000;
/** One sample every 10 s for `minutes`, the size in MB at minute m given by `mb(m)`. */
const series = (minutes: number, mb: (minute: number) => number): RssSample[] =>
  Array.from({ length: minutes * 6 + 1 }, (_, i) => ({ at: i * 10_000, mb: mb(i / 6) }));

describe('the soak RSS check', () => {
  it('passes an early step then a flat line once the warm-up has covered the step', () => {
    // The quiet 30-minute run of docs/reliability.md: 742 MB, a step to 821 MB about a minute in, then flat.
    const run = series(34, (m) => (m < 1.5 ? 742 : 821 + (m % 2)));
    const afterWarmup = run.filter((s) => s.at >= 4 * MINUTE);
    const check = checkRss(afterWarmup, 5 * MINUTE);
    expect(check.ok).toBe(true);
    expect(check.troughs).toHaveLength(6);
    expect(check.troughRise).toBeLessThan(0.01);
    // Measured from before the step (the old 60 s warm-up), both rules fail it.
    const early = checkRss(
      run.filter((s) => s.at >= MINUTE),
      5 * MINUTE,
    );
    expect(early.growth).toBeGreaterThan(0.1);
    expect(early.ok).toBe(false);
  });

  it('fails steady growth, even when the end sample sits in a trough of the sawtooth', () => {
    // 0.5 % a minute: 30 minutes make 15 %.
    expect(
      checkRss(
        series(30, (m) => 800 * (1 + 0.005 * m)),
        5 * MINUTE,
      ),
    ).toMatchObject({ ok: false });
    // A heap-trim sawtooth (3-minute teeth of 300 MB) whose troughs rise 20 % over the run, ending
    // on a trough so that first → last alone would read only a little growth.
    const sawtooth = series(30, (m) => 500 * (1 + (0.2 * m) / 30) + 100 * (m % 3));
    const check = checkRss(sawtooth, 5 * MINUTE);
    expect(check.troughRise).toBeGreaterThan(0.1);
    expect(check.ok).toBe(false);
  });

  it('passes a level sawtooth whose two ends sit at the same phase', () => {
    // (Ends at different phases can fail the first → last rule: docs/reliability.md, Soak.)
    const check = checkRss(
      series(30, (m) => 500 + 130 * (m % 3)),
      5 * MINUTE,
    );
    expect(check.troughRise).toBeLessThan(0.01);
    expect(check.growth).toBeLessThan(0.1);
    expect(check.ok).toBe(true);
  });

  it('passes a level sawtooth whose ends sit at different phases (first → last shown, not judged)', () => {
    // The 2026-11-27 14:20 run: troughs 374-387 MB, peaks 742-820 MB, first → last +23 %.
    const check = checkRss(
      series(29, (m) => 380 + 400 * (((m + 0.5) % 3) / 3)),
      5 * MINUTE,
    );
    expect(check.growth).toBeGreaterThan(0.1);
    expect(check.troughRise).toBeLessThan(0.01);
    expect(check.peakRise).toBeLessThan(0.01);
    expect(check.ok).toBe(true);
  });

  it('fails teeth that grow while the troughs stay level', () => {
    // The trim brings the floor back each time, but the tooth between trims grows 40 % over the run.
    const check = checkRss(
      series(30, (m) => 400 + 300 * (1 + (0.4 * m) / 30) * ((m % 3) / 3)),
      5 * MINUTE,
    );
    expect(check.troughRise).toBeLessThan(0.01);
    expect(check.peakRise).toBeGreaterThan(0.1);
    expect(check.ok).toBe(false);
  });

  it('cannot judge the troughs of a run shorter than two windows', () => {
    const check = checkRss(
      series(4, () => 800),
      5 * MINUTE,
    );
    expect(check.troughs).toEqual([800]);
    expect(check.troughRise).toBeNaN();
    expect(check.peakRise).toBeNaN();
    expect(check.ok).toBe(true);
    expect(
      checkRss(
        series(4, (m) => 800 + 30 * m),
        5 * MINUTE,
      ).ok,
    ).toBe(false);
  });

  it('keeps a last partial window only when it spans half a window', () => {
    expect(
      rssTroughs(
        series(12, (m) => 100 - m),
        5 * MINUTE,
      ),
    ).toHaveLength(2);
    expect(
      rssTroughs(
        series(13, (m) => 100 - m),
        5 * MINUTE,
      ),
    ).toEqual([100 - 29 / 6, 100 - 59 / 6, 87]);
  });
});

describe('the soak latency split', () => {
  it('groups the symbols of one route and counts the reads over 1 s, slowest p99 first', () => {
    const routes = latencyByRoute([
      { path: '/market/candles/?symbol=BTCUSDT&tf=5m', ms: 5 },
      { path: '/market/candles/?symbol=ETHUSDT&tf=5m', ms: 1500 },
      { path: '/volume/volume-snapshots/current/', ms: 8 },
    ]);
    expect(routes).toEqual([
      { route: '/market/candles/?tf=5m', reads: 2, p50: 5, p99: 1500, max: 1500, slow: 1 },
      { route: '/volume/volume-snapshots/current/', reads: 1, p50: 8, p99: 8, max: 8, slow: 0 },
    ]);
  });
});

describe('the server loop delay summary', () => {
  it('takes the minutes and stalls inside the window only', () => {
    const entries = [10, 20, 30, 40].map((t, i) => ({
      time: t,
      p50Ms: 10,
      p99Ms: [900, 50, 70, 60][i] ?? 0,
      maxMs: [4000, 120, 300, 90][i] ?? 0,
    }));
    const stalls = [
      { time: 5, blockedMs: 3900 },
      { time: 25, blockedMs: 1200 },
      { time: 35, blockedMs: 150 },
    ];
    expect(summariseLoopDelay(entries, stalls, 15, 40)).toEqual({
      minutes: 3,
      p99Median: 60,
      p99Worst: 70,
      max: 1200,
      stalls: 2,
      stallsOver1s: 1,
    });
  });
});
