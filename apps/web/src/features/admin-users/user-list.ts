import type { User, UserRole } from '@app/contracts';

/** The role dropdown's options, highest first (docs/product.md §2). */
export const ROLE_OPTIONS: readonly UserRole[] = ['admin', 'premium', 'pro', 'free'];

/** Username search: case-insensitive 'contains', blank matches everyone. */
export function filterUsers(users: readonly User[], search: string): User[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((user) => user.username.toLowerCase().includes(needle));
}

export interface PendingRoleChange {
  user: User;
  role: UserRole;
}

/** Choosing the role a user already has is not a change. */
export function roleChange(user: User, role: UserRole): PendingRoleChange | null {
  return user.role === role ? null : { user, role };
}
