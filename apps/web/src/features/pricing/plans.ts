import type { Role } from '@app/contracts';

export interface Plan {
  name: 'Free' | 'Pro' | 'Premium';
  price: string;
  period: string;
  level: number;
  badge: 'Most Popular' | 'Elite' | null;
  to: string;
  features: string[];
}

/** The Plans table of docs/product.md §3. */
export const PLANS: readonly Plan[] = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    level: 0,
    badge: null,
    to: '/register',
    features: [
      'Trend Finder',
      'Smart Market Signals',
      'Daily Breakout Watch',
      'No alerts or watchlists',
      'No advanced filters',
    ],
  },
  {
    name: 'Pro',
    price: '$19',
    period: 'per month',
    level: 1,
    badge: 'Most Popular',
    to: '/upgrade/pro',
    features: [
      'Everything in Free',
      'Smart alerts and notifications',
      'Saved filters and watchlists',
      'Intraday bias insights',
      'Multi-timeframe confluence',
    ],
  },
  {
    name: 'Premium',
    price: '$49',
    period: 'per month',
    level: 2,
    badge: 'Elite',
    to: '/upgrade/premium',
    features: [
      'Everything in Pro',
      'A+ setup detection engine',
      'Webhook and Discord alerts',
      'AI trend forecasting',
      'Advanced multi-timeframe filters',
    ],
  },
];

/**
 * The plan level of a role: a missing role, a guest and free are 0, pro 1, premium 2.
 * Admin is not a plan; it counts as 2 because an admin already has every premium feature.
 */
export function planLevel(role: Role | null | undefined): number {
  switch (role) {
    case 'pro':
      return 1;
    case 'premium':
    case 'admin':
      return 2;
    default:
      return 0;
  }
}

export function pricingHeading(level: number): string {
  return level >= 1 ? 'Unlock Elite Power' : 'Start Your Journey';
}

export type PlanAction = { kind: 'current' | 'upgrade' | 'downgrade'; label: string };

/** The button of a plan card for a user at `userLevel` (docs/product.md §4, plan buttons). */
export function planAction(plan: Plan, userLevel: number): PlanAction {
  if (plan.level === userLevel) return { kind: 'current', label: 'Current Plan' };
  if (plan.level > userLevel) return { kind: 'upgrade', label: `Upgrade to ${plan.name}` };
  return { kind: 'downgrade', label: `Downgrade to ${plan.name}` };
}
