import { isProTier, type Role } from '@app/contracts';
import type { FeatureIconName } from './feature-icon.tsx';

export interface FeatureCopy {
  icon: FeatureIconName;
  title: string;
  body: string;
}

const PRO_FEATURES: FeatureCopy[] = [
  {
    icon: 'pivot',
    title: 'CPR Multi-Timeframe Confluence',
    body: 'Daily, weekly and monthly central pivot ranges side by side. Find virgin CPRs, narrow-range compressions and price position across timeframes before expansion.',
  },
  {
    icon: 'target',
    title: 'ICT Institutional Setups',
    body: 'HTF bias, premium/discount arrays, OTE retracements, fair value gaps and liquidity sweeps, scored into A+ setups with entry zone, stop and targets.',
  },
  {
    icon: 'volume',
    title: 'Volume Activity Engine',
    body: 'Session volume measured against its own baseline: ratio, change and z-score flag abnormal participation as it starts, not after the candle closes.',
  },
  {
    icon: 'liquidity',
    title: 'Session Liquidity Map',
    body: 'PDH/PDL and the Asia, London and New York highs and lows, tracked for sweeps with the time of each hit and a session-by-session bias.',
  },
];

const BEGINNER_FEATURES: FeatureCopy[] = [
  {
    icon: 'pivot',
    title: 'Trend & Breakout Finder',
    body: 'See at a glance which coins are trending and which are coiling up for a breakout, ranked with a simple star score.',
  },
  {
    icon: 'target',
    title: 'Simple Market Signals',
    body: 'Clear bullish and bearish signals built from proven price-action rules, explained in plain words, no jargon required.',
  },
  {
    icon: 'volume',
    title: 'Market Activity Alerts',
    body: 'Know when a coin suddenly gets busy. Unusual trading activity is highlighted so you notice when the crowd arrives.',
  },
  {
    icon: 'liquidity',
    title: 'Session Highs & Lows',
    body: 'Follow the key levels of the Asian, London and New York sessions and see the moment price breaks through them.',
  },
];

/** docs/product.md §1: four feature cards, a pro set for pro/premium/admin and a beginner set otherwise. */
export function landingFeatures(role: Role | null | undefined): FeatureCopy[] {
  return isProTier(role) ? PRO_FEATURES : BEGINNER_FEATURES;
}

/** The two buttons of a logged-in user, to /cpr and /ict. */
export function landingShortcuts(role: Role | null | undefined): { to: string; label: string }[] {
  const pro = isProTier(role);
  return [
    { to: '/cpr', label: pro ? 'CPR Multi-Timeframe Analyzer' : 'Easy Trend & Breakout Finder' },
    { to: '/ict', label: pro ? 'ICT Institutional Setup Engine' : 'Simple Market Move Signals' },
  ];
}
