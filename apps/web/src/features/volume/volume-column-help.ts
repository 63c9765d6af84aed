// The Volume Activity table's column help (the ⓘ after each header), in the trader's words. The
// definitions are those of docs/analytics.md §4; sessions are the admin's windows (defaults Asia
// 00:00–07:00, London 07:00–13:00, New York 13:00–21:00 UTC).

/** The help of each column of the Volume Activity table, keyed by column id. */
export const volumeColumnHelp = {
  symbol: 'The futures symbol: click it for its sessions today; ★ shows your watchlist stars.',
  status:
    'Active: volume at least 1.5× its usual level, or a z-score of 2 or more. Warming Up: at least 0.8× usual. Silent: below that. 🔥 marks an alert (z ≥ 2 or 3× usual).',
  confidence:
    "How far to trust the comparison: 100 % once the symbol has 20 days of history for this session and the session has run 60 minutes; scaled down by both before that (10 days and 30 minutes: 25 %). So it sits at 100 % after each session's first hour on symbols with 20 days of data.",
  actual_volume: 'Quote volume (USDT) traded in the current session so far, from its closed 5-minute bars.',
  expected_volume:
    'The usual volume by this point of the session: the average over the same session of the last 20 days, up to the same elapsed minute.',
  volume_ratio: 'Actual ÷ Expected: 1.00 is a normal session, 2.00 twice the usual volume so far.',
  volume_change_pct:
    'Change against the session before (London against today’s Asia, Asia against yesterday’s New York), at the same share of that session.',
  z_score:
    'How unusual the volume is: standard deviations above (+) or below (−) the 20-day average for this point of the session. ±2 and beyond is coloured.',
} as const;
