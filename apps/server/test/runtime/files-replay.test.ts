import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JobContext } from '../../src/jobs/job-context.ts';
import { defineJob } from '../../src/jobs/job-definition.ts';
import { createReplayClock, replayCloses, replayWindow } from '../../src/runtime/files-replay.ts';

const M5 = 300_000;
const DAY = 86_400_000;
const END = Date.UTC(2026, 2, 11);

describe('files replay', () => {
  it('walks every 5m close of the last days, ending at the data end', () => {
    const w = replayWindow(END, 2);
    expect(w?.from).toBe(END - 2 * DAY);
    expect(w?.closes).toHaveLength(2 * 288);
    expect(w?.closes[0]).toBe(END - 2 * DAY + M5);
    expect(w?.closes.at(-1)).toBe(END);
    // A data end off the 5m grid (never on the files source) is taken to the close before it.
    expect(replayWindow(END + 1000, 1)?.closes.at(-1)).toBe(END);
    expect(replayWindow(END, 0)).toBeNull();
    expect(replayWindow(0, 3)).toBeNull();
  });

  it('stands the clock at each close while the replay jobs run there, then back at the data clock', async () => {
    const clock = createReplayClock(() => END);
    const seen: number[] = [];
    const job = (name: string, replay: Record<string, never>[] | undefined) =>
      defineJob({
        name,
        module: 'test',
        action: () => 'run',
        payload: z.object({}).strict(),
        schedules: [],
        startup: [],
        ...(replay ? { replay } : {}),
        retry: { limit: 0, delaySeconds: 1 },
        expireInSeconds: 60,
        async run(context) {
          seen.push(context.now());
          return { detail: 'ran' };
        },
      });
    const context = { now: clock.now } as JobContext;
    const closes = replayWindow(END, 1)?.closes.slice(-3) ?? [];
    const report = await replayCloses({
      jobs: [job('replayed', [{}]), job('not-replayed', undefined)],
      context,
      clock,
      closes,
      signal: new AbortController().signal,
    });
    expect(seen).toEqual(closes);
    expect(report).toMatchObject({ closes: 3, runs: 3 });
    clock.clear();
    expect(clock.now()).toBe(END);
  });

  it('stops at the next close once aborted', async () => {
    const abort = new AbortController();
    abort.abort();
    const clock = createReplayClock(() => END);
    const report = await replayCloses({
      jobs: [],
      context: { now: clock.now } as JobContext,
      clock,
      closes: [END],
      signal: abort.signal,
    });
    expect(report.closes).toBe(0);
  });
});
