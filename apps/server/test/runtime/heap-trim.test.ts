import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { defaultHeapTrimPolicy, shouldTrim, startHeapTrimmer } from '../../src/runtime/heap-trim.ts';

const MB = 1024 * 1024;
const policy = { minGrowthBytes: 100 * MB, minGrowthRatio: 0.25, minIntervalMs: 60_000 };

describe('shouldTrim', () => {
  it('asks for a trim only past both growth bounds and the interval', () => {
    const state = { baselineRss: 500 * MB, at: 0 };
    expect(shouldTrim(policy, state, 700 * MB, 60_000)).toBe(true);
    expect(shouldTrim(policy, state, 700 * MB, 59_999)).toBe(false); // too soon
    expect(shouldTrim(policy, state, 600 * MB, 60_000)).toBe(false); // 100 MB but only 20 %
    const small = { baselineRss: 200 * MB, at: 0 };
    expect(shouldTrim(policy, small, 290 * MB, 60_000)).toBe(false); // 45 % but under 100 MB
    expect(shouldTrim(policy, small, 300 * MB, 60_000)).toBe(true);
    // Right after a known peak (the start-up backfill) the interval does not hold it back.
    expect(shouldTrim(policy, state, 700 * MB, 1_000, true)).toBe(true);
    expect(shouldTrim(policy, state, 600 * MB, 1_000, true)).toBe(false);
  });

  it('after a peak, counts the growth from the floor: a trim inside the peak does not hold its pages', () => {
    // The last trim ran while the peak's data was alive (926 MB); the lowest after any trim was 368 MB.
    const state = { baselineRss: 926 * MB, floorRss: 368 * MB, at: 0 };
    expect(shouldTrim(policy, state, 985 * MB, 1_000)).toBe(false); // periodic: from the last trim
    expect(shouldTrim(policy, state, 985 * MB, 1_000, true)).toBe(true); // after the peak: from the floor
    expect(shouldTrim(policy, state, 440 * MB, 1_000, true)).toBe(false); // back near the floor already
  });

  it('after a peak, trims whenever a periodic check would, and never below the floor bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4096 }),
        fc.integer({ min: 0, max: 4096 }),
        fc.integer({ min: 0, max: 8192 }),
        fc.integer({ min: 0, max: 1e6 }),
        (floor, above, rssMb, now) => {
          const state = { baselineRss: (floor + above) * MB, floorRss: floor * MB, at: 0 };
          const rss = rssMb * MB;
          if (shouldTrim(policy, state, rss, now))
            expect(shouldTrim(policy, state, rss, now, true)).toBe(true);
          if (rssMb <= floor) expect(shouldTrim(policy, state, rss, now, true)).toBe(false);
        },
      ),
    );
  });

  it('never trims a process that shrank or stayed put', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4096 }), fc.integer({ min: 0, max: 4096 }), (base, less) => {
        const rss = Math.max(0, base - less) * MB;
        expect(shouldTrim(defaultHeapTrimPolicy, { baselineRss: base * MB, at: 0 }, rss, 1e12)).toBe(false);
      }),
    );
  });
});

describe('startHeapTrimmer', () => {
  it('collects when grown, then measures from where the collection left the process', () => {
    let rss = 400 * MB;
    let now = 0;
    const gc = vi.fn(() => {
      rss = 450 * MB;
    });
    const info = vi.fn();
    const trimmer = startHeapTrimmer({ policy, rss: () => rss, now: () => now, gc, log: { info } });
    try {
      rss = 1000 * MB;
      expect(trimmer.check()).toBe(false); // not yet a minute
      now = 30_000;
      rss = 420 * MB;
      expect(trimmer.check(true)).toBe(false); // right after a peak, but it has not grown
      rss = 1000 * MB;
      now = 60_000;
      expect(trimmer.check()).toBe(true);
      expect(gc).toHaveBeenCalledTimes(1);
      expect(info).toHaveBeenCalledWith(
        expect.objectContaining({ rssBeforeMb: 1000, rssAfterMb: 450 }),
        'heap trimmed',
      );
      // 450 MB is the new baseline: 560 MB a minute later is under both bounds.
      rss = 560 * MB;
      now = 120_000;
      expect(trimmer.check()).toBe(false);
      rss = 600 * MB;
      expect(trimmer.check()).toBe(true);
      expect(gc).toHaveBeenCalledTimes(2);
    } finally {
      trimmer.stop();
    }
  });

  it('trims at the end of a peak though a periodic trim inside it left a high baseline', () => {
    let rss = 300 * MB;
    let now = 0;
    let after = 370 * MB;
    const gc = vi.fn(() => {
      rss = after;
    });
    const trimmer = startHeapTrimmer({ policy, rss: () => rss, now: () => now, gc });
    try {
      rss = 700 * MB;
      now = 60_000;
      expect(trimmer.check()).toBe(true); // 370 MB: the floor
      after = 926 * MB; // inside the peak: its data is alive
      rss = 1400 * MB;
      now = 120_000;
      expect(trimmer.check()).toBe(true);
      after = 470 * MB;
      rss = 985 * MB; // the peak has ended; its pages are still resident
      now = 130_000;
      expect(trimmer.check()).toBe(false); // periodic: too soon, and under the bounds from 926 MB
      expect(trimmer.check(true)).toBe(true);
      expect(rss).toBe(470 * MB);
      expect(gc).toHaveBeenCalledTimes(3);
    } finally {
      trimmer.stop();
    }
  });

  // The pooled pages it empties are V8's since Node 22 (the project's engines); CI's last tier runs the
  // unit tests on the machine's Node 20, whose V8 frees differently and does not drop RSS in this test.
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  it.skipIf(nodeMajor < 22)('gives freed heap pages back with the real collection', () => {
    const trimmer = startHeapTrimmer({ policy: { minGrowthBytes: 0, minGrowthRatio: 0, minIntervalMs: 0 } });
    try {
      // Garbage the size of a backfill's, then the trim: the process ends well under its peak.
      let garbage: { a: number; b: number }[][] | null = [];
      for (let i = 0; i < 20; i++)
        garbage.push(Array.from({ length: 200_000 }, (_, j) => ({ a: j * 1.5, b: j })));
      const peak = process.memoryUsage.rss();
      garbage = null;
      expect(trimmer.check()).toBe(true);
      expect(process.memoryUsage.rss()).toBeLessThan(peak - 100 * MB);
    } finally {
      trimmer.stop();
    }
  });
});
