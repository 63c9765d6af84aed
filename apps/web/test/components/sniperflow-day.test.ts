import { describe, expect, it } from 'vitest';
import { sniperflowDayView } from '../../src/components/sniperflow-day.ts';

const rows = [{ day: '2025-08-31T00:00:00.000Z' }, { day: '2025-08-31T00:00:00.000Z' }];

describe('sniperflowDayView', () => {
  it('on the files source at 00:00 names the last complete day, a UTC day, with its span in the zone', () => {
    const health = { mode: 'replay' as const, data_as_of: '2025-09-01T00:00:00.000Z' };
    expect(sniperflowDayView(rows, health, 'UTC')).toEqual({
      text: 'Last complete day: 2025-08-31 (UTC)',
      title: '2025-08-31 00:00 UTC – 2025-09-01 00:00 UTC',
    });
    const kolkata = sniperflowDayView(rows, health, 'Asia/Kolkata');
    expect(kolkata?.text).toBe('Last complete day: 2025-08-31 (UTC)');
    expect(kolkata?.title).toBe('2025-08-31 05:30 GMT+5:30 – 2025-09-01 05:30 GMT+5:30');
  });

  it('a data set ending inside the day shows that day, not as complete', () => {
    const health = { mode: 'replay' as const, data_as_of: '2025-08-31T12:00:00.000Z' };
    expect(sniperflowDayView(rows, health, 'UTC')?.text).toBe('Day shown: 2025-08-31 (UTC)');
  });

  it('says nothing on a live source or without rows', () => {
    expect(
      sniperflowDayView(rows, { mode: 'live', data_as_of: '2025-09-01T00:00:00.000Z' }, 'UTC'),
    ).toBeNull();
    expect(
      sniperflowDayView([], { mode: 'replay', data_as_of: '2025-09-01T00:00:00.000Z' }, 'UTC'),
    ).toBeNull();
    expect(sniperflowDayView(rows, undefined, 'UTC')).toBeNull();
  });
});
