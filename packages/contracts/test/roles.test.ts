import { describe, expect, it } from 'vitest';
import { hasRole, isProTier, roleRank } from '../src/roles.ts';

describe('roles', () => {
  it('ranks guest < free < pro < premium < admin', () => {
    expect(
      Object.entries(roleRank)
        .sort((a, b) => a[1] - b[1])
        .map(([r]) => r),
    ).toEqual(['guest', 'free', 'pro', 'premium', 'admin']);
  });
  it('compares against a minimum role, a missing role being a guest', () => {
    expect(hasRole('premium', 'pro')).toBe(true);
    expect(hasRole('free', 'pro')).toBe(false);
    expect(hasRole(undefined, 'free')).toBe(false);
    expect(hasRole(null, 'guest')).toBe(true);
  });
  it('gives the pro tier to pro, premium and admin only', () => {
    expect(['guest', 'free', 'pro', 'premium', 'admin'].map((r) => isProTier(r as never))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});
