import { defaultAdminSettings } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { rerunLiquidityOnSessionChange } from '../../../src/services/liquidity/liquidity-settings-sync.ts';
import type { SettingsListener } from '../../../src/services/settings-service.ts';

describe('rerunning the liquidity run on a session window change', () => {
  it('enqueues a live run when a window moves, and nothing for other fields', async () => {
    let listener: SettingsListener | undefined;
    const sent: unknown[] = [];
    rerunLiquidityOnSessionChange(
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
    await listener?.({ ...defaultAdminSettings, fib_golden_low: 0.6 }, defaultAdminSettings);
    expect(sent).toEqual([]);
    await listener?.({ ...defaultAdminSettings, london_start_utc: '08:00' }, defaultAdminSettings);
    expect(sent).toEqual([['liquidity-run', { mode: 'live' }]]);
  });
});
