// The ICT A+ Setups table's column help (the ⓘ after each header), in the trader's words. The
// definitions are those of docs/analytics.md §3; points and row colours those of docs/product.md §3, §9.

/** The help of each column of the ICT setups table, keyed by column id. */
export const ictColumnHelp = {
  symbol: 'The futures symbol: click it for the score breakdown (which parts scored and why).',
  bias: 'Higher-timeframe (4h) structure: Bullish after the latest close above a swing high, Bearish after the latest close below a swing low, Neutral with no break in the last 60 4h bars. Bullish or Bearish +2, Neutral +1.',
  ote: '✓ when price sits in the Optimal Trade Entry zone: the 61.8–78.6 % retracement of the latest 5-minute impulse leg in the bias direction. +2.',
  fvg: 'The fair value gap price is in now: Two Sided (inside a bullish and a bearish gap at once, +1), Breaker (a filled gap flipped the other way, +2) or One Sided (an open gap with the bias, +2). A dash: none.',
  sweep:
    '✓ when, within the last 2 hours, price ran beyond a liquidity level (previous day high/low, Asia high/low, a 5-minute swing) and closed back inside within 3 bars. +2.',
  score:
    'The points of HTF bias, premium/discount (Discount +2, Premium or Equilibrium +1), OTE, FVG and sweep, 0 to 10. The row colour follows it: green at 8 or more, yellow at 5 or more, red at 2 or less.',
  label:
    'Strong Bullish/Bearish at a score of 8 or more, Bullish/Bearish at 6, Potential at 4, else No Setup; Neutral when the HTF bias is Neutral.',
} as const;
