import { describe, expect, it } from 'vitest';
import { greeting, partOfDay } from '../../../src/features/landing/greeting.ts';

const at = (h: number, m = 0) => new Date(2025, 0, 15, h, m);

describe('greeting', () => {
  it('says morning before 12:00', () => {
    expect(greeting('alice', at(0))).toBe('Good morning, alice');
    expect(greeting('alice', at(11, 59))).toBe('Good morning, alice');
  });
  it('says afternoon from 12:00 until before 18:00', () => {
    expect(greeting('bob', at(12))).toBe('Good afternoon, bob');
    expect(greeting('bob', at(17, 59))).toBe('Good afternoon, bob');
  });
  it('says evening from 18:00', () => {
    expect(greeting('carol', at(18))).toBe('Good evening, carol');
    expect(partOfDay(23)).toBe('evening');
  });
});
