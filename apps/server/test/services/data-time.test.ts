import { describe, expect, it } from 'vitest';
import { createDataTime } from '../../src/services/data-time.ts';

const at = (iso: string) => new Date(iso);

describe('data time in memory', () => {
  it('reads once: the first call waits for the read, later calls answer from memory', async () => {
    let reads = 0;
    const dataTime = createDataTime({
      read: async () => {
        reads += 1;
        return at('2026-03-01T12:00:00Z');
      },
    });
    const [a, b] = await Promise.all([dataTime.current(), dataTime.current()]);
    expect(a?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(b).toBe(a);
    for (let i = 0; i < 100; i++) expect(dataTime.current()).toBe(a);
    expect(reads).toBe(1);
  });

  it('reads again on refresh; a refresh during a read runs one more read after it', async () => {
    let value = at('2026-03-01T12:00:00Z');
    let reads = 0;
    const dataTime = createDataTime({
      read: async () => {
        reads += 1;
        return value;
      },
    });
    await dataTime.current();
    value = at('2026-03-01T12:05:00Z');
    const first = dataTime.refresh();
    const second = dataTime.refresh();
    value = at('2026-03-01T12:10:00Z');
    await Promise.all([first, second]);
    expect(reads).toBe(3);
    expect((dataTime.current() as Date).toISOString()).toBe('2026-03-01T12:10:00.000Z');
  });

  it('keeps the last value when a read fails, and retries a failed first read', async () => {
    let fail = true;
    const errors: string[] = [];
    const dataTime = createDataTime({
      read: async () => {
        if (fail) throw new Error('db down');
        return at('2026-03-01T12:00:00Z');
      },
      report: (message) => errors.push(message),
    });
    expect(await dataTime.current()).toBeNull();
    fail = false;
    expect((await dataTime.current())?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    fail = true;
    await dataTime.refresh();
    expect((dataTime.current() as Date).toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(errors).toHaveLength(2);
  });

  it('reads again in the background once the value is older than maxAgeMs', async () => {
    let clock = 0;
    let reads = 0;
    const dataTime = createDataTime({
      read: async () => at(`2026-03-01T12:0${reads++}:00Z`),
      maxAgeMs: 60_000,
      now: () => clock,
    });
    await dataTime.current();
    clock = 59_999;
    dataTime.current();
    expect(reads).toBe(1);
    clock = 60_000;
    // Still the old value at once; the read runs behind it.
    expect((dataTime.current() as Date).toISOString()).toBe('2026-03-01T12:00:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(2);
    expect((dataTime.current() as Date).toISOString()).toBe('2026-03-01T12:01:00.000Z');
  });

  it('while there is no data yet, a call reads again at most once a second and sees the first bar', async () => {
    let clock = 0;
    let value: Date | null = null;
    let reads = 0;
    const dataTime = createDataTime({
      read: async () => {
        reads += 1;
        return value;
      },
      now: () => clock,
    });
    expect(await dataTime.current()).toBeNull();
    clock = 500;
    expect(dataTime.current()).toBeNull();
    expect(reads).toBe(1);
    value = at('2026-03-01T12:05:00Z');
    clock = 1_000;
    expect((await dataTime.current())?.toISOString()).toBe('2026-03-01T12:05:00.000Z');
    expect(reads).toBe(2);
    clock = 5_000;
    expect((dataTime.current() as Date).toISOString()).toBe('2026-03-01T12:05:00.000Z');
    expect(reads).toBe(2);
  });
});
