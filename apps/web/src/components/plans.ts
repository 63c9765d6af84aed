import type { Role } from '@app/contracts';

export type PaidPlanName = 'Pro' | 'Premium';

export interface Plan {
  name: 'Free' | PaidPlanName;
  price: string;
  period: string;
  level: number;
  badge: 'Most Popular' | 'Elite' | null;
  to: string;
  features: string[];
}

/**
 * The Plans table of docs/product.md §3: the spec's names, prices, levels and badges; the features say
 * what each plan really opens (the route table and the server's role checks), where the spec's own list
 * contradicts them (docs/product.md "Pricing").
 */
export const PLANS: readonly Plan[] = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    level: 0,
    badge: null,
    to: '/register',
    features: [
      'Volatility Dashboard',
      'Trend Finder: the CPR screener, daily, weekly and monthly',
      'Market Activity: volume by session',
      'Watchlist with stars and tags',
      'Symbol charts with CPR levels',
      'No alerts, Smart Signals or SniperFlow',
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
      'Smart Signals: the ICT A+ setup screener',
      'Generated ICT trades with entries, stops and targets',
      'Smart alerts and notifications in the app',
      'No Discord alerts or SniperFlow',
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
      'SniperFlow: the session liquidity dashboard',
      'Webhook and Discord alerts',
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

/** A feature line that says what the plan does not include (shown with a cross). */
export const isExclusion = (feature: string): boolean => feature.startsWith('No ');

/** The cheapest plan whose role reaches `minimum`: Pro for pro, Premium for premium; none for admin. */
export function planOpening(minimum: Role): PaidPlanName | null {
  if (minimum === 'pro') return 'Pro';
  if (minimum === 'premium') return 'Premium';
  return null;
}

/** The upgrade page of a paid plan. */
export const upgradePath = (plan: PaidPlanName): string => `/upgrade/${plan.toLowerCase()}`;

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
