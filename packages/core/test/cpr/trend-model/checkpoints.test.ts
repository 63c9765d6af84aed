import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../../src/candles/timeframe.ts';
import {
  checkpointOffsetsOf,
  checkpointTime,
  defaultCheckpointOffsets,
  latestCheckpoint,
} from '../../../src/cpr/trend-model/checkpoints.ts';

describe('trend checkpoints', () => {
  it('come from the session ends', () => {
    expect(checkpointOffsetsOf({ asia_end_utc: '07:00', london_end_utc: '13:00' })).toEqual(
      defaultCheckpointOffsets,
    );
    const o = checkpointOffsetsOf({ asia_end_utc: '06:30', london_end_utc: '12:00' });
    expect(o.asia_close).toBe(6.5 * HOUR_MS);
    expect(o.london_close).toBe(12 * HOUR_MS);
  });

  it('drop a session ending at midnight or out of order', () => {
    const o = checkpointOffsetsOf({ asia_end_utc: '00:00', london_end_utc: '13:00' });
    expect(checkpointTime(0, 'asia_close', o)).toBeNull();
    expect(o.london_close).toBe(13 * HOUR_MS);
    expect(checkpointOffsetsOf({ asia_end_utc: '09:00', london_end_utc: '08:00' }).london_close).toBeNaN();
  });

  it('the latest checkpoint passes as the day does', () => {
    const day = Date.UTC(2025, 0, 2);
    const o = defaultCheckpointOffsets;
    expect(latestCheckpoint(day, o)).toBe('open');
    expect(latestCheckpoint(day + 7 * HOUR_MS - MINUTE_MS, o)).toBe('open');
    expect(latestCheckpoint(day + 7 * HOUR_MS, o)).toBe('asia_close');
    expect(latestCheckpoint(day + 13 * HOUR_MS, o)).toBe('london_close');
    expect(latestCheckpoint(day + 23 * HOUR_MS, { ...o, london_close: Number.NaN })).toBe('asia_close');
  });
});
