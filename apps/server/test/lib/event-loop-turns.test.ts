import { describe, expect, it } from 'vitest';
import { runStepsSliced, yieldToEventLoop } from '../../src/lib/event-loop-turns.ts';

function* counted(n: number, seen: boolean[], flag: { set: boolean }) {
  let sum = 0;
  for (let i = 0; i < n; i++) {
    seen.push(flag.set);
    sum += i;
    yield;
  }
  return sum;
}

describe('runStepsSliced', () => {
  it('returns the computation’s result and lets the event loop turn where the slicer says', async () => {
    const flag = { set: false };
    const seen: boolean[] = [];
    setImmediate(() => {
      flag.set = true;
    });
    let slices = 0;
    // A slicer that turns the loop after the third step only.
    const result = await runStepsSliced(counted(6, seen, flag), () => {
      slices++;
      return slices === 3 ? yieldToEventLoop() : undefined;
    });
    expect(result).toBe(15);
    expect(slices).toBe(6);
    expect(seen).toEqual([false, false, false, true, true, true]);
  });
});
