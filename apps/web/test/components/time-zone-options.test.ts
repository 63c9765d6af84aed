import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from '../../src/components/time-zone-options.ts';

describe('time zone options', () => {
  it('offers UTC and the browser zone by its short name', () => {
    const options = timeZoneOptions('Asia/Kolkata', Date.UTC(2025, 8, 1));
    expect(options.map((o) => [o.choice, o.label])).toEqual([
      ['utc', 'UTC'],
      ['local', 'GMT+5:30'],
    ]);
    expect(options[1]?.title).toContain('Asia/Kolkata');
  });

  it('calls the browser zone Local when it is UTC itself', () => {
    expect(timeZoneOptions('UTC', 0)[1]?.label).toBe('Local');
  });
});
