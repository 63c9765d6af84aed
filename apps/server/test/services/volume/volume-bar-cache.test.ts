import type { VolumeBar } from '@app/core';
import { describe, expect, it } from 'vitest';
import type { OpenTimeRange } from '../../../src/repositories/volume-bars.ts';
import { createVolumeBarCache } from '../../../src/services/volume/volume-bar-cache.ts';

const M5 = 300_000;
const T = Date.UTC(2026, 2, 14);

/** A store of 5m bars for two symbols (one with a gap), read like the repository does. */
function store() {
  const bars = new Map<string, VolumeBar[]>([
    ['AUSDT', Array.from({ length: 288 }, (_, i) => ({ openTime: T + i * M5, volume: i + 1 }))],
    [
      'BUSDT',
      Array.from({ length: 288 }, (_, i) => ({ openTime: T + i * M5, volume: 2 * i })).filter(
        (_, i) => i % 7 !== 3,
      ),
    ],
  ]);
  const reads: OpenTimeRange[][] = [];
  const read = async (symbols: readonly string[], ranges: readonly OpenTimeRange[]) => {
    reads.push([...ranges]);
    const out = new Map<string, VolumeBar[]>();
    let rowsRead = 0;
    for (const s of symbols) {
      const got = (bars.get(s) ?? []).filter((b) =>
        ranges.some((r) => b.openTime >= r.from && b.openTime < r.to),
      );
      rowsRead += got.length;
      if (got.length) out.set(s, got);
    }
    return { bars: out, rowsRead };
  };
  return { bars, read, reads };
}

describe('volume bar cache', () => {
  it('equals a whole read at every close while reading only the newest bars', async () => {
    const { read, bars } = store();
    const cached = createVolumeBarCache(read, 86_400_000);
    const symbols = ['AUSDT', 'BUSDT'];
    const london = T + 7 * 12 * M5;
    for (let k = 1; k <= 40; k++) {
      const ranges = [
        { from: T, to: T + Math.round((k * 84) / 72) * M5 },
        { from: london, to: london + k * M5 },
      ];
      const got = await cached(symbols, ranges);
      const whole = await read(symbols, ranges);
      expect(got.bars).toEqual(whole.bars);
      if (k > 1) expect(got.rowsRead, `k=${k}`).toBeLessThanOrEqual(2 * 2 * 4);
      // A bar rewritten within the overlap is picked up.
      if (k === 20) {
        const a = bars.get('AUSDT') as VolumeBar[];
        const i = a.findIndex((b) => b.openTime === london + 19 * M5);
        a[i] = { openTime: london + 19 * M5, volume: 999 };
      }
    }
  });

  it('reads whole again when the symbols change, a range moves, or an hour passed', async () => {
    const { read, reads } = store();
    const cached = createVolumeBarCache(read);
    await cached(['AUSDT'], [{ from: T, to: T + 10 * M5 }]);
    await cached(['AUSDT'], [{ from: T, to: T + 11 * M5 }]);
    expect(reads.at(-1)).toEqual([{ from: T + 8 * M5, to: T + 11 * M5 }]);
    await cached(['AUSDT', 'BUSDT'], [{ from: T, to: T + 12 * M5 }]);
    expect(reads.at(-1)).toEqual([{ from: T, to: T + 12 * M5 }]);
    await cached(['AUSDT', 'BUSDT'], [{ from: T + 12 * M5, to: T + 13 * M5 }]);
    expect(reads.at(-1)).toEqual([{ from: T + 12 * M5, to: T + 13 * M5 }]);
    await cached(['AUSDT', 'BUSDT'], [{ from: T + 12 * M5, to: T + 13 * M5 + 3_600_000 }]);
    expect(reads.at(-1)).toEqual([{ from: T + 12 * M5, to: T + 13 * M5 + 3_600_000 }]);
  });
});
