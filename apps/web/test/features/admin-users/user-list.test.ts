import type { User } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { filterUsers, roleChange } from '../../../src/features/admin-users/user-list.ts';

const user = (id: number, username: string): User => ({
  id,
  username,
  email: `${username}@example.com`,
  role: 'free',
  is_active: true,
});
const users = [user(1, 'Alice'), user(2, 'bob'), user(3, 'alicia')];

describe('filterUsers', () => {
  it('matches usernames case-insensitively', () => {
    expect(filterUsers(users, ' ALI ').map((u) => u.id)).toEqual([1, 3]);
  });
  it('returns everyone for a blank search', () => {
    expect(filterUsers(users, '')).toHaveLength(3);
  });
});

describe('roleChange', () => {
  it('is a change only for another role', () => {
    expect(roleChange(users[0] as User, 'free')).toBeNull();
    expect(roleChange(users[0] as User, 'pro')?.role).toBe('pro');
  });
});
