import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/config.ts';
import { DuplicateKeyError } from '../repositories/database-errors.ts';
import type { UserRepository } from '../repositories/user-repository.ts';
import type { PasswordHasher } from './password-hasher.ts';

export type BootstrapResult =
  | { action: 'created'; username: string; generatedPassword: string | null }
  | { action: 'kept'; username: string };

/**
 * First start: creates the admin account.
 * - With ADMIN_USERNAME: creates that admin (password ADMIN_PASSWORD, else a generated one) when no
 *   user of that name exists. An existing user is left exactly as it is (its password, role and
 *   active flag are never reset from the environment, so changes made in the app survive restarts).
 * - Without it: creates `admin` (ADMIN_PASSWORD or a generated password) only while no admin exists.
 * A generated password is returned so the caller prints it once.
 */
export async function bootstrapAdmin(
  users: UserRepository,
  hasher: PasswordHasher,
  admin: AppConfig['admin'],
): Promise<BootstrapResult> {
  const username = admin.username ?? 'admin';
  const existing = await users.findByUsername(username);
  if (existing || (!admin.username && (await users.countAdmins()) > 0)) {
    return { action: 'kept', username: existing?.username ?? username };
  }
  const generatedPassword = admin.password ? null : randomBytes(12).toString('base64url');
  const password = admin.password ?? generatedPassword ?? '';
  try {
    await users.create({
      username,
      email: admin.email ?? `${username.replace(/@/g, '_')}@localhost`,
      passwordHash: await hasher.hash(password),
      role: 'admin',
    });
  } catch (error) {
    // Another process created it at the same moment (its username or its email key may be the one
    // that fired first): kept.
    if (error instanceof DuplicateKeyError && (await users.findByUsername(username))) {
      return { action: 'kept', username };
    }
    if (error instanceof DuplicateKeyError) {
      throw new Error(`Cannot create admin "${username}": its email is already used; set ADMIN_EMAIL.`);
    }
    throw error;
  }
  return { action: 'created', username, generatedPassword };
}

/** The boxed console lines announcing a generated admin password (printed once, at creation). */
export function adminPasswordBanner(username: string, password: string): string {
  const line = `Admin account created: username=${username} password=${password}`;
  const note = 'Store it now: it is shown only this once.';
  const width = Math.max(line.length, note.length);
  const bar = `+${'-'.repeat(width + 2)}+`;
  return [bar, `| ${line.padEnd(width)} |`, `| ${note.padEnd(width)} |`, bar].join('\n');
}
