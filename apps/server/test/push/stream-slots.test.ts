import { describe, expect, it } from 'vitest';
import { createStreamSlots, type StreamSlot } from '../../src/push/stream-slots.ts';

const granted = (result: ReturnType<ReturnType<typeof createStreamSlots>['acquire']>): StreamSlot => {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
};

describe('createStreamSlots', () => {
  it('refuses an address past its cap while other addresses still get slots', () => {
    const slots = createStreamSlots({ perAddress: 2, total: 10 });
    granted(slots.acquire('10.0.0.1'));
    granted(slots.acquire('10.0.0.1'));
    expect(slots.acquire('10.0.0.1')).toEqual({ ok: false, reason: 'address' });
    granted(slots.acquire('10.0.0.2'));
    expect(slots.open('10.0.0.1')).toBe(2);
    expect(slots.open()).toBe(3);
  });

  it('refuses everyone past the total cap', () => {
    const slots = createStreamSlots({ perAddress: 5, total: 3 });
    granted(slots.acquire('a'));
    granted(slots.acquire('b'));
    granted(slots.acquire('c'));
    expect(slots.acquire('d')).toEqual({ ok: false, reason: 'total' });
    expect(slots.acquire('a')).toEqual({ ok: false, reason: 'total' });
  });

  it('a released slot can be taken again; releasing twice frees only one', () => {
    const slots = createStreamSlots({ perAddress: 1, total: 2 });
    const first = granted(slots.acquire('a'));
    granted(slots.acquire('b'));
    expect(slots.acquire('a').ok).toBe(false);
    first.release();
    first.release();
    expect(slots.open()).toBe(1);
    expect(slots.open('a')).toBe(0);
    granted(slots.acquire('a'));
    expect(slots.acquire('c')).toEqual({ ok: false, reason: 'total' });
  });

  it('defaults to 20 per address and 2,000 in all', () => {
    const slots = createStreamSlots();
    for (let i = 0; i < 20; i++) granted(slots.acquire('a'));
    expect(slots.acquire('a')).toEqual({ ok: false, reason: 'address' });
    for (let i = 0; i < 1980; i++) granted(slots.acquire(`b${i % 99}`));
    expect(slots.acquire('c')).toEqual({ ok: false, reason: 'total' });
  });
});
