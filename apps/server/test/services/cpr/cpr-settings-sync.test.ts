import { type AdminSettings, defaultAdminSettings } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { changedCprMaps, rerunCprOnMapChange } from '../../../src/services/cpr/cpr-settings-sync.ts';
import type { SettingsListener } from '../../../src/services/settings-service.ts';

const weekly: AdminSettings['weekly_cpr_map'] = [
  [0.005, 'Tight', 'tight'],
  [0.01, 'Narrow', 'narrow'],
  [1, 'Wide', 'wide'],
];

describe('rerunning the CPR jobs on a settings change', () => {
  it('finds the timeframes whose map changed', () => {
    expect(changedCprMaps(defaultAdminSettings, defaultAdminSettings)).toEqual([]);
    expect(changedCprMaps({ ...defaultAdminSettings, weekly_cpr_map: weekly }, defaultAdminSettings)).toEqual(
      ['1w'],
    );
  });

  it('enqueues a scan per changed map, then the insights; nothing for other fields', async () => {
    let listener: SettingsListener | undefined;
    const sent: unknown[] = [];
    const unsubscribe = rerunCprOnMapChange(
      {
        onChange: (l) => {
          listener = l;
          return () => {
            listener = undefined;
          };
        },
      },
      async (job, payload) => {
        sent.push([job, payload]);
      },
    );
    await listener?.({ ...defaultAdminSettings, default_exchange: 'BYBIT' }, defaultAdminSettings);
    expect(sent).toEqual([]);
    const next = { ...defaultAdminSettings, weekly_cpr_map: weekly, monthly_cpr_map: weekly };
    await listener?.(next, defaultAdminSettings);
    expect(sent).toEqual([
      ['cpr-scan', { tf: '1w' }],
      ['cpr-scan', { tf: '1M' }],
      ['cpr-insights', { tf: '1w' }],
    ]);
    unsubscribe();
    expect(listener).toBeUndefined();
  });
});
