// The Liquidity Dashboard's column help (the ⓘ after each header), in the trader's words. The
// definitions are those of docs/analytics.md §5; sessions are the admin's windows (defaults Asia
// 00:00–07:00, London 07:00–13:00, New York 13:00–21:00 UTC).

const swept =
  '✓ once price has traded beyond it, ✗ while it holds, a dash before it is set. Hover a mark for the price and time.';

/** The help of each column of the Liquidity Dashboard, keyed by column id. */
export const sniperflowColumnHelp = {
  symbol: 'The futures symbol; the link opens its chart view.',
  pdh: `Previous day's high (UTC day). ${swept}`,
  pdl: `Previous day's low (UTC day). ${swept}`,
  'asia-high': `Today's Asia session high; it can be swept only after the session has ended. ${swept}`,
  'asia-low': `Today's Asia session low; it can be swept only after the session has ended. ${swept}`,
  'london-high': `Today's London session high; it can be swept only after the session has ended. ${swept}`,
  'london-low': `Today's London session low; it can be swept only after the session has ended. ${swept}`,
  bias: "Bullish when the previous day's low was swept and price is back above it; Bearish when its high was swept and price is back below; otherwise from today's daily CPR (above Bullish, below Bearish, inside Neutral). Hover the badge for the reason.",
  cpr: "Today's daily CPR: top, pivot (grey) and bottom.",
  'hits-asia': 'The levels first traded through during the Asia session, with the UTC time of the hit.',
  'hits-london': 'The levels first traded through during the London session, with the UTC time of the hit.',
  'hits-newyork':
    'The levels first traded through during the New York session, with the UTC time of the hit.',
  'hits-unknown':
    'Levels first traded through outside the three session windows, with the UTC time of the hit.',
  'session-bias':
    "Each session of today so far: M (manipulation) ran beyond the prior session's high or low and closed back inside; D (distribution) a range at least its 20-day average closing in the outer 30 %; else A (accumulation).",
} as const;
