import type { AdminSettings } from '@app/contracts';
import { type CprTimeframe, cprTimeframes } from '@app/core';
import type { SettingsReader } from '../settings-service.ts';

const mapField = {
  '1d': 'daily_cpr_map',
  '1w': 'weekly_cpr_map',
  '1M': 'monthly_cpr_map',
} as const satisfies Record<CprTimeframe, keyof AdminSettings>;

/** The CPR timeframes whose `{T}_cpr_map` differs between two settings objects. */
export function changedCprMaps(next: AdminSettings, previous: AdminSettings): CprTimeframe[] {
  return cprTimeframes.filter(
    (tf) => JSON.stringify(next[mapField[tf]]) !== JSON.stringify(previous[mapField[tf]]),
  );
}

/**
 * Reruns the CPR jobs when a CPR width map changes (the subcategories, tabs and trend scores all
 * follow the maps): a `cpr-scan` for each timeframe whose map changed (each posts its scan summary
 * with the new subcategories), then `cpr-insights`. Both read the settings fresh when they run.
 * Subscribe once, in the process that saves settings (the API); returns the unsubscribe function.
 */
export function rerunCprOnMapChange(
  settings: Pick<SettingsReader, 'onChange'>,
  enqueue: (job: 'cpr-scan' | 'cpr-insights', payload: { tf: CprTimeframe }) => Promise<unknown>,
): () => void {
  return settings.onChange(async (next, previous) => {
    const changed = changedCprMaps(next, previous);
    if (changed.length === 0) return;
    for (const tf of changed) await enqueue('cpr-scan', { tf });
    await enqueue('cpr-insights', { tf: changed[0] ?? '1d' });
  });
}
