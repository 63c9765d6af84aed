import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedWriter } from '../../src/components/debounced-writer.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createDebouncedWriter', () => {
  it('writes the last value once, the delay after the last push', () => {
    const write = vi.fn();
    const writer = createDebouncedWriter<string>(1000, write);
    writer.push('tab=narrow');
    vi.advanceTimersByTime(600);
    writer.push('tab=narrow&bias=Neutral');
    vi.advanceTimersByTime(999);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write.mock.calls).toEqual([['tab=narrow&bias=Neutral']]);
    vi.advanceTimersByTime(5000);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('flushes the pending value at once, and nothing when none is pending', () => {
    const write = vi.fn();
    const writer = createDebouncedWriter<string>(1000, write);
    writer.flush();
    expect(write).not.toHaveBeenCalled();
    writer.push('');
    writer.flush();
    expect(write.mock.calls).toEqual([['']]);
    vi.advanceTimersByTime(2000);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('drops a cancelled value unwritten', () => {
    const write = vi.fn();
    const writer = createDebouncedWriter<string>(1000, write);
    writer.push('tf=weekly');
    writer.cancel();
    vi.advanceTimersByTime(2000);
    writer.flush();
    expect(write).not.toHaveBeenCalled();
  });
});
