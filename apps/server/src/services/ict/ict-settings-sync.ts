import type { AdminSettings } from '@app/contracts';
import type { SettingsReader } from '../settings-service.ts';

/** The settings the ICT engine reads (core `ictParamsFromSettings`). */
const ictSettingFields = [
  'fib_golden_low',
  'fib_golden_high',
  'premium_zone_level',
  'discount_zone_level',
  'score_threshold_strong',
  'score_threshold_a',
  'score_threshold_potential',
  'trade_generation_threshold',
  'tp2_max_r',
  'stop_min_atr',
  'trade_cooldown_minutes',
  'max_trades_per_symbol_day',
  'asia_start_utc',
  'asia_end_utc',
] as const satisfies readonly (keyof AdminSettings)[];

/** Whether a settings change touches what the ICT engine reads. */
function ictSettingsChanged(next: AdminSettings, previous: AdminSettings): boolean {
  return ictSettingFields.some((field) => next[field] !== previous[field]);
}

/**
 * Reruns the ICT scan when a setting it reads changes (fib levels, PD array levels, score and trade
 * thresholds, the Asia session), so the screens show setups under the new settings at once instead
 * of at the next 5m close. Subscribe once, in the process that saves settings; returns the
 * unsubscribe function.
 */
export function rerunIctOnSettingsChange(
  settings: Pick<SettingsReader, 'onChange'>,
  enqueue: (job: 'ict-scan', payload: Record<string, never>) => Promise<unknown>,
): () => void {
  return settings.onChange(async (next, previous) => {
    if (ictSettingsChanged(next, previous)) await enqueue('ict-scan', {});
  });
}
