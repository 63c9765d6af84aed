import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../src/candles/timeframe.ts';
import { sessionWindowsFromSettings } from '../../src/sessions/session-windows.ts';
import { buildVolumeBaselines } from '../../src/volume/baselines.ts';
import { classifyVolume } from '../../src/volume/classify-volume.ts';
import type { VolumeStatus } from '../../src/volume/types.ts';
import { SIM_DAY, simIctMarket } from '../support/ict-sim-data.ts';
import { defaultWindowSettings } from '../support/session-test-windows.ts';

const windows = sessionWindowsFromSettings(defaultWindowSettings);

describe('volume classification on the simulated market', () => {
  it('every status and alerts occur over a day of 12 symbols, with plausible figures', () => {
    const market = simIctMarket(12);
    const day = SIM_DAY;
    const seen = new Map<VolumeStatus, number>();
    let alerts = 0;
    let snapshots = 0;
    for (const { symbol } of market.symbols.slice(0, 12)) {
      const bars = market.simCandles(symbol, '5m', day - 21 * DAY_MS, day + DAY_MS);
      const baselines = buildVolumeBaselines(bars, windows, day + 60_000);
      for (const b of baselines) expect(b.days).toBe(20);
      for (let t = day + 3_600_000 / 12; t <= day + 21 * HOUR_MS; t += 5 * 60_000) {
        const session = windows.find((w) => w.session === classifyVolume(bars, windows, t, null)?.session);
        const baseline = baselines.find((b) => b.session === session?.session) ?? null;
        const s = classifyVolume(bars, windows, t, baseline);
        if (!s) continue;
        snapshots += 1;
        seen.set(s.status, (seen.get(s.status) ?? 0) + 1);
        if (s.alertTriggered) alerts += 1;
        expect(s.expectedVolume).toBeGreaterThan(0);
      }
    }
    expect(snapshots).toBe(12 * 252);
    expect([...seen.keys()].sort()).toEqual(['Active', 'Silent', 'Warming Up']);
    expect(alerts).toBeGreaterThan(0);
  });
});
