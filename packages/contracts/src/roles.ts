import { z } from 'zod';

/** Roles a stored user can have. A visitor without a user is a guest. */
export const userRoles = ['free', 'pro', 'premium', 'admin'] as const;
export const UserRole = z.enum(userRoles);
export type UserRole = z.infer<typeof UserRole>;

export type Role = UserRole | 'guest';

/** Role ranks of docs/product.md §2: a route or call needs at least its minimum rank. */
export const roleRank: Record<Role, number> = { guest: 0, free: 1, pro: 2, premium: 3, admin: 4 };

export function hasRole(role: Role | null | undefined, minimum: Role): boolean {
  return roleRank[role ?? 'guest'] >= roleRank[minimum];
}

/** Pro, premium and admin see the 'pro' labels and copy; free and guests the beginner ones. */
export function isProTier(role: Role | null | undefined): boolean {
  return hasRole(role, 'pro');
}
