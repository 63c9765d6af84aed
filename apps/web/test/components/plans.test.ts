import type { Role } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  isExclusion,
  PLANS,
  planAction,
  planLevel,
  planOpening,
  pricingHeading,
} from '../../src/components/plans.ts';
import { deniedView } from '../../src/features/unauthorized/denied-model.ts';

/** The features a plan lists as included (not the 'No …' lines). */
const included = (name: string) =>
  (PLANS.find((p) => p.name === name)?.features ?? []).filter((f) => !isExclusion(f)).join(' | ');
const excluded = (name: string) =>
  (PLANS.find((p) => p.name === name)?.features ?? []).filter(isExclusion).join(' | ');

const labels = (role: Role | null) => PLANS.map((plan) => planAction(plan, planLevel(role)).label);

describe('plans', () => {
  it('maps roles to plan levels, a missing role counting as free and admin as premium', () => {
    expect(
      [null, undefined, 'guest', 'free', 'pro', 'premium', 'admin'].map((r) => planLevel(r as Role)),
    ).toEqual([0, 0, 0, 0, 1, 2, 2]);
  });
  it('labels the buttons per role', () => {
    expect(labels(null)).toEqual(['Current Plan', 'Upgrade to Pro', 'Upgrade to Premium']);
    expect(labels('free')).toEqual(['Current Plan', 'Upgrade to Pro', 'Upgrade to Premium']);
    expect(labels('pro')).toEqual(['Downgrade to Free', 'Current Plan', 'Upgrade to Premium']);
    expect(labels('premium')).toEqual(['Downgrade to Free', 'Downgrade to Pro', 'Current Plan']);
    expect(labels('admin')).toEqual(['Downgrade to Free', 'Downgrade to Pro', 'Current Plan']);
  });
  it('picks the heading from the level', () => {
    expect(pricingHeading(0)).toBe('Start Your Journey');
    expect(pricingHeading(1)).toBe('Unlock Elite Power');
    expect(pricingHeading(2)).toBe('Unlock Elite Power');
  });
  it('links each plan to its route', () => {
    expect(PLANS.map((p) => [p.name, p.price, p.badge, p.to])).toEqual([
      ['Free', '$0', null, '/register'],
      ['Pro', '$19', 'Most Popular', '/upgrade/pro'],
      ['Premium', '$49', 'Elite', '/upgrade/premium'],
    ]);
  });

  it('lists what each plan really opens: the watchlist is free, Smart Signals Pro, SniperFlow Premium', () => {
    expect(included('Free')).toContain('Watchlist');
    expect(included('Free')).not.toMatch(/Smart Signals|SniperFlow|alerts/);
    expect(excluded('Free')).toMatch(/Smart Signals/);
    expect(excluded('Free')).toMatch(/SniperFlow/);
    expect(excluded('Free')).not.toMatch(/watchlist/i);
    expect(included('Pro')).toMatch(/Smart Signals/);
    expect(included('Pro')).toMatch(/ICT trades/);
    expect(included('Pro')).not.toMatch(/SniperFlow|Discord/);
    expect(included('Premium')).toMatch(/SniperFlow/);
    expect(included('Premium')).toMatch(/Discord/);
    expect(excluded('Premium')).toBe('');
  });

  it('names the plan that opens a role, and /unauthorized says it', () => {
    expect([planOpening('pro'), planOpening('premium'), planOpening('admin'), planOpening('free')]).toEqual([
      'Pro',
      'Premium',
      null,
      null,
    ]);
    expect(deniedView('premium')).toEqual({
      message: 'This screen opens with the Premium plan. Upgrade to Premium to use it.',
      plan: { name: 'Premium', to: '/upgrade/premium' },
    });
    expect(deniedView('admin')).toEqual({ message: 'This page is for administrators only.', plan: null });
    expect(deniedView(null).plan).toBeNull();
  });
});
