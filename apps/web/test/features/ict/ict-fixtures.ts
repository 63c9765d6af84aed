import type { IctBreakdown, IctSetup } from '@app/contracts';

/** Test data for the ICT screener (not shipped: only tests import it). */
function breakdown(over: Partial<IctBreakdown> = {}): IctBreakdown {
  return {
    points: [
      { reason: 'HTF Bias Bullish', points: 2 },
      { reason: 'HTF PD Array Discount Zone', points: 2 },
      { reason: 'LTF OTE Zone', points: 2 },
    ],
    dealing_range: { high: 70000, low: 60000, position: 0.3 },
    leg: {
      direction: 'Bullish',
      from_time: '2025-01-02T10:00:00Z',
      from_price: 61000,
      to_time: '2025-01-02T11:30:00Z',
      to_price: 64000,
    },
    ote: { low: 62100, high: 62900 },
    zone: { kind: 'fvg', direction: 'bullish', low: 62500, high: 62800, start: '2025-01-02T11:05:00Z' },
    sweep: {
      level: 'PDL',
      price: 60500,
      swept_at: '2025-01-02T09:00:00Z',
      reclaimed_at: '2025-01-02T09:05:00Z',
    },
    atr: 85.5,
    ...over,
  };
}

export function setup(symbol: string, over: Partial<IctSetup> = {}): IctSetup {
  return {
    symbol,
    htf_bias: 'Bullish',
    htf_pd_array: 'Discount',
    ltf_ote: true,
    fvg_type: 'One Sided FVG',
    liquidity_sweep: false,
    score: 6,
    reasons: ['HTF Bias Bullish', 'HTF PD Array Discount Zone', 'LTF OTE Zone'],
    label: 'Bullish',
    price: 62700,
    as_of: '2025-01-02T12:00:00Z',
    breakdown: breakdown(),
    p_tp1: null,
    p_tp1_served: 'none',
    ...over,
  };
}

/** Five setups covering every filter value; scores BTC 9, ETH 6, PEPE 4, SOL 3, XRP 1 (success, warning, none, none, danger). */
export const setups: IctSetup[] = [
  setup('BTCUSDT', {
    score: 9,
    label: 'Strong Bullish',
    liquidity_sweep: true,
    as_of: '2025-01-02T12:05:00Z',
  }),
  setup('ETHUSDT', {
    htf_bias: 'Bearish',
    htf_pd_array: 'Premium',
    fvg_type: 'Breaker FVG',
    score: 6,
    label: 'Bearish',
  }),
  setup('SOLUSDT', {
    htf_bias: 'Neutral',
    htf_pd_array: 'Equilibrium',
    ltf_ote: false,
    fvg_type: 'Two Sided FVG',
    score: 3,
    label: 'Neutral',
    breakdown: breakdown({
      points: [
        { reason: 'HTF Bias Neutral', points: 1 },
        { reason: 'HTF PD Array Equilibrium', points: 1 },
        { reason: '2-Sided FVG', points: 1 },
      ],
      dealing_range: { high: 160, low: 140, position: 0.5 },
      zone: { kind: 'bpr', direction: null, low: 149, high: 151, start: '2025-01-02T11:00:00Z' },
    }),
  }),
  setup('1000PEPEUSDT', {
    htf_bias: 'Bearish',
    htf_pd_array: 'Unknown',
    ltf_ote: false,
    fvg_type: 'None',
    liquidity_sweep: true,
    score: 4,
    label: 'No Setup',
    price: 0.0000123,
    breakdown: breakdown({
      points: [
        { reason: 'HTF Bias Bearish', points: 2 },
        { reason: 'Liquidity Sweep', points: 2 },
      ],
      dealing_range: null,
      leg: null,
      ote: null,
      zone: null,
      sweep: {
        level: 'Asia High',
        price: 0.00001245,
        swept_at: '2025-01-02T08:00:00Z',
        reclaimed_at: '2025-01-02T08:10:00Z',
      },
      atr: null,
    }),
  }),
  setup('XRPUSDT', { htf_bias: 'Bullish', fvg_type: 'None', ltf_ote: false, score: 1, label: 'No Setup' }),
];
