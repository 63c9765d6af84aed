import type { AdminSettings } from '@app/contracts';
import type { SettingsReader } from '../settings-service.ts';

/** The settings the liquidity runs read: the session windows (core `sessionWindowsFromSettings`). */
const liquiditySettingFields = [
  'asia_start_utc',
  'asia_end_utc',
  'london_start_utc',
  'london_end_utc',
  'newyork_start_utc',
  'newyork_end_utc',
] as const satisfies readonly (keyof AdminSettings)[];

/** Whether a settings change moves a session window. */
function liquiditySettingsChanged(next: AdminSettings, previous: AdminSettings): boolean {
  return liquiditySettingFields.some((field) => next[field] !== previous[field]);
}

/**
 * Reruns the liquidity run when a session window changes, so /sniperflow shows the new sessions' levels,
 * labels and hit columns at once (the run builds the new windows' 20-day ranges from the candles)
 * instead of at the next 5m close. Subscribe once, in the process that saves settings.
 */
export function rerunLiquidityOnSessionChange(
  settings: Pick<SettingsReader, 'onChange'>,
  enqueue: (job: 'liquidity-run', payload: { mode: 'live' }) => Promise<unknown>,
): () => void {
  return settings.onChange(async (next, previous) => {
    if (liquiditySettingsChanged(next, previous)) await enqueue('liquidity-run', { mode: 'live' });
  });
}
