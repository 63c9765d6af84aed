import type { CprRange } from '@app/contracts';

// The Trend Screener's column help (the ⓘ after each header), in the trader's words. The definitions
// are those of docs/analytics.md §2 and the constants of docs/product.md §9.

const periodOf: Record<CprRange, string> = { daily: 'day', weekly: 'week', monthly: 'month' };

/** The help of each column of the Trend Screener, keyed by column id; Width % names the timeframe shown. */
export function screenerColumnHelp(range: CprRange) {
  const period = periodOf[range];
  return {
    symbol:
      'The futures symbol; hover it for its market-cap category and cap. The link opens its chart view.',
    virgin:
      "✓ when today's price has not touched today's daily CPR yet (a virgin CPR often acts as a magnet or a launch level). With no trade yet today it counts as touched.",
    trend:
      'Trend score: points for a narrow CPR on each timeframe. Daily: 2 for the narrowest class, 1 for the next; weekly 2 / 1; monthly 1.5 / 0.5 (0 to 6.5). Narrow CPRs tend to come before trending moves.',
    bias: 'Bias score: where price stands against the CPRs. Weekly Above +2, Within +1; daily Above +1.5, Within +0.5, Below −1; a virgin CPR +1; daily bias Explosive +2, Trending +1.',
    total:
      'Total = Trend + Bias. The row colour follows it: green at 8 or more, yellow at 5 or more, red at 2 or less, no colour in between.',
    dailyBias:
      'Explosive: a narrow daily CPR, price outside it and the CPR still virgin. Trending: price on the same side (above or below) of the daily and the weekly CPR. Otherwise Neutral.',
    width: `Width of the ${range} CPR (top − bottom) as a % of its pivot, from the last complete ${period}. The ${range} tabs class symbols by this width; a dash when there is too little history.`,
    trendPct:
      "Probability that today is a trend day: it closes outside its daily CPR with a body of at least half the day's range. Hover a badge for the checkpoint and the model's held-out figures.",
    stars: 'Your watchlist rating (click a star to change it), or Add to put the symbol on your watchlist.',
  } as const;
}

export type ScreenerColumnHelp = ReturnType<typeof screenerColumnHelp>;
