import { roleRank, userRoles } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roleChangeNotice } from '../../src/auth/role-change.ts';

describe('roleChangeNotice', () => {
  it('names the new plan, as good news when it is higher', () => {
    expect(roleChangeNotice('free', 'pro')).toEqual({
      type: 'success',
      message: 'Your plan is now Pro: its screens are open to you.',
    });
    expect(roleChangeNotice('premium', 'free')).toEqual({ type: 'info', message: 'Your plan is now Free.' });
  });

  it('says nothing for the same role, a sign-in or a sign-out', () => {
    expect(roleChangeNotice('pro', 'pro')).toBeNull();
    expect(roleChangeNotice(null, 'pro')).toBeNull();
    expect(roleChangeNotice('guest', 'pro')).toBeNull();
    expect(roleChangeNotice('pro', 'guest')).toBeNull();
  });

  it('speaks exactly when a signed-in role changes, success exactly when it rises', () => {
    const signedIn = fc.constantFrom(...userRoles);
    fc.assert(
      fc.property(signedIn, signedIn, (before, after) => {
        const notice = roleChangeNotice(before, after);
        expect(notice === null).toBe(before === after);
        if (notice) expect(notice.type === 'success').toBe(roleRank[after] > roleRank[before]);
      }),
    );
  });
});
