import type { User } from '@app/contracts';
import type { UserRow } from '../db/schema.ts';

/** The API's view of a stored user (never the password hash). */
export function toUser(row: UserRow): User {
  return { id: row.id, username: row.username, email: row.email, role: row.role, is_active: row.isActive };
}
