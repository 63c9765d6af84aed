import type { Role } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { PLANS, planAction, planLevel, pricingHeading } from '../../../src/features/pricing/plans.ts';

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
});
