import type { SessionWindowSettings } from '../../src/sessions/session-windows.ts';

/** The default session windows of the settings (docs/analytics.md §4), for tests. */
export const defaultWindowSettings: SessionWindowSettings = {
  asia_start_utc: '00:00',
  asia_end_utc: '07:00',
  london_start_utc: '07:00',
  london_end_utc: '13:00',
  newyork_start_utc: '13:00',
  newyork_end_utc: '21:00',
};
