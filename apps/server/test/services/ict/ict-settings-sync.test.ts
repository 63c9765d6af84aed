import { defaultAdminSettings } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { rerunIctOnSettingsChange } from '../../../src/services/ict/ict-settings-sync.ts';
import type { SettingsListener } from '../../../src/services/settings-service.ts';

describe('rerunning the ICT scan on a settings change', () => {
  it('enqueues a scan when a setting the engine reads changes, and nothing for other fields', async () => {
    let listener: SettingsListener | undefined;
    const sent: unknown[] = [];
    rerunIctOnSettingsChange(
      {
        onChange: (l) => {
          listener = l;
          return () => {};
        },
      },
      async (job, payload) => {
        sent.push([job, payload]);
      },
    );
    await listener?.({ ...defaultAdminSettings, max_watchlist_items: 5 }, defaultAdminSettings);
    expect(sent).toEqual([]);
    await listener?.({ ...defaultAdminSettings, fib_golden_low: 0.6 }, defaultAdminSettings);
    await listener?.({ ...defaultAdminSettings, asia_end_utc: '08:00' }, defaultAdminSettings);
    expect(sent).toEqual([
      ['ict-scan', {}],
      ['ict-scan', {}],
    ]);
  });
});
