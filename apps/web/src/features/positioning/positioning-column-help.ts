// The Positioning table's column help (the ⓘ after each header), in the trader's words. The
// definitions are those of docs/positioning.md.

/** The help of each column of the Positioning table, keyed by column id. */
export const positioningColumnHelp = {
  symbol: 'The perpetual futures symbol; the link opens its chart with the OI and funding panes.',
  funding_8h:
    'The funding rate of the last settlement, in percent per 8 hours (rates of 4 h or 1 h intervals scaled to 8 h). Positive: longs pay shorts; negative: shorts pay longs.',
  funding_annual:
    'That rate as a yearly figure: rate × settlements per day × 365 (simple, not compounded). Beyond ±30 % a side is crowded.',
  next_funding:
    'Time to the next settlement: the venue’s own time where it gives one, else the last settlement plus its interval.',
  open_interest_value:
    'Open interest: the value (USDT) of all open contracts at the last reading; the coin count is in the tooltip.',
  oi_change_1h_pct:
    'Change of open interest (in coins) over the last hour: now against the last reading an hour ago. Rising OI means new positions; falling, positions closed.',
  oi_change_4h_pct: 'Change of open interest (in coins) over the last 4 hours.',
  oi_change_24h_pct: 'Change of open interest (in coins) over the last 24 hours.',
  long_short_ratio: 'All accounts: accounts net long ÷ accounts net short. Above 1 more accounts are long.',
  top_trader_long_short_ratio:
    'Top traders (the largest 20 % of accounts): their long position size ÷ their short position size.',
  taker_buy_sell_ratio:
    'Taker buy volume ÷ taker sell volume in the last period: above 1, market buyers are more aggressive.',
  liquidations_24h_long_usd:
    'Long positions liquidated (USDT) in the last 24 hours, where the venue streams them.',
  liquidations_24h_short_usd:
    'Short positions liquidated (USDT) in the last 24 hours, where the venue streams them.',
} as const;
