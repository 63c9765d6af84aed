/** A broken cross-field rule of the admin settings, reported on `field`. */
export interface SettingsRuleIssue {
  field: string;
  message: string;
}

/** The session windows of the settings, in the order they are checked. */
export const sessionNames = ['asia', 'london', 'newyork'] as const;
export type SessionName = (typeof sessionNames)[number];

const sessionTitles: Record<SessionName, string> = { asia: 'Asia', london: 'London', newyork: 'New York' };

/** Minutes since 00:00 of an `HH:MM` text, or NaN. */
function minutesOfDay(hhmm: unknown): number {
  if (typeof hhmm !== 'string' || !/^\d\d:\d\d$/.test(hhmm)) return Number.NaN;
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

const num = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);

/**
 * Rules between settings fields (each field is validated on its own first):
 * - `fib_golden_low` < `fib_golden_high` (the OTE zone is between them);
 * - `discount_zone_level` < `premium_zone_level` (equilibrium lies between);
 * - `score_threshold_strong` ≥ `score_threshold_a` ≥ `score_threshold_potential` (labels go down);
 * - each session window has start < end within one UTC day (no window wraps past midnight), and no
 *   two windows overlap, so every hour belongs to at most one session.
 * Reads the fields defensively: it never throws on a malformed object.
 */
export function checkSettingsRules(settings: Record<string, unknown>): SettingsRuleIssue[] {
  const issues: SettingsRuleIssue[] = [];
  const s = settings;
  if (!(num(s.fib_golden_low) < num(s.fib_golden_high))) {
    issues.push({ field: 'fib_golden_low', message: 'fib_golden_low must be less than fib_golden_high.' });
  }
  if (!(num(s.discount_zone_level) < num(s.premium_zone_level))) {
    issues.push({
      field: 'discount_zone_level',
      message: 'discount_zone_level must be less than premium_zone_level.',
    });
  }
  if (!(num(s.score_threshold_strong) >= num(s.score_threshold_a))) {
    issues.push({
      field: 'score_threshold_a',
      message: 'score_threshold_a must not exceed score_threshold_strong.',
    });
  }
  if (!(num(s.score_threshold_a) >= num(s.score_threshold_potential))) {
    issues.push({
      field: 'score_threshold_potential',
      message: 'score_threshold_potential must not exceed score_threshold_a.',
    });
  }
  const windows = sessionNames.map((name) => ({
    name,
    start: minutesOfDay(s[`${name}_start_utc`]),
    end: minutesOfDay(s[`${name}_end_utc`]),
  }));
  for (const w of windows) {
    if (!(w.start < w.end)) {
      issues.push({
        field: `${w.name}_end_utc`,
        message: `${w.name}_end_utc must be later than ${w.name}_start_utc (windows do not wrap past midnight).`,
      });
    }
  }
  windows.forEach((w, i) => {
    for (const other of windows.slice(0, i)) {
      if (w.start < other.end && other.start < w.end) {
        issues.push({
          field: `${w.name}_start_utc`,
          message: `The ${sessionTitles[w.name]} window must not overlap the ${sessionTitles[other.name]} window.`,
        });
      }
    }
  });
  return issues;
}
