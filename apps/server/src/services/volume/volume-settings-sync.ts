import { type AdminSettings, sessionNames } from '@app/contracts';
import type { SettingsReader } from '../settings-service.ts';

/** Whether a settings change moves a session window (the volume baselines are built per window). */
function sessionWindowsChanged(next: AdminSettings, previous: AdminSettings): boolean {
  return sessionNames.some(
    (s) =>
      next[`${s}_start_utc`] !== previous[`${s}_start_utc`] ||
      next[`${s}_end_utc`] !== previous[`${s}_end_utc`],
  );
}

/**
 * Rebuilds the volume baselines (and so reclassifies) when a session window changes: a baseline of
 * the old window no longer applies, and until the rebuild the classification serves snapshots
 * without an expected volume. Subscribe once, in the process that saves settings; returns the
 * unsubscribe function.
 */
export function rerunVolumeOnSessionChange(
  settings: Pick<SettingsReader, 'onChange'>,
  enqueue: (job: 'volume-baselines', payload: Record<string, never>) => Promise<unknown>,
): () => void {
  return settings.onChange(async (next, previous) => {
    if (sessionWindowsChanged(next, previous)) await enqueue('volume-baselines', {});
  });
}
