import type { Profile, User } from '@app/contracts';
import type { UserRow } from '../db/schema.ts';

/** The API's view of a stored user (never the password hash). */
export function toUser(row: UserRow): User {
  return { id: row.id, username: row.username, email: row.email, role: row.role, is_active: row.isActive };
}

/** The signed-in user's own view: the user and their display preferences. */
export function toProfile(row: UserRow): Profile {
  return { ...toUser(row), time_zone: row.timeZone };
}
