import { z } from 'zod';
import { UserRole } from './roles.ts';

/** Letters, digits and @.+-_ ; 3 to 150 characters (docs/api.md). */
export const Username = z
  .string()
  .min(3, 'Username must be at least 3 characters.')
  .max(150, 'Username must be at most 150 characters.')
  .regex(/^[A-Za-z0-9@.+\-_]+$/, 'Username may contain only letters, digits and @ . + - _');

/**
 * The password rules every new password meets (docs/api.md §4, auth): 8 to 256 characters, not
 * entirely numeric, not all whitespace, not one character repeated. The server also refuses the most
 * common passwords (PASSWORD_TOO_COMMON_DETAIL), from a list too large to ship to the browser.
 */
export const Password = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .max(256, 'Password must be at most 256 characters.')
  .refine((p) => !/^\d+$/.test(p), 'Password cannot be entirely numeric.')
  .refine((p) => !/^\s+$/.test(p), 'Password cannot be entirely whitespace.')
  .refine((p) => !/^([^\s\d])\1+$/u.test(p), 'Password cannot be one character repeated.');

/** The server's answer to a password on its list of the most common ones. */
export const PASSWORD_TOO_COMMON_DETAIL = 'Password is too common.';

export const RegisterRequest = z
  .object({
    username: Username,
    email: z.email('Enter a valid email address.').max(254),
    password: Password,
  })
  .strict();
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z
  .object({
    username: z.string().min(1, 'Username is required.').max(150),
    password: z.string().min(1, 'Password is required.').max(256),
  })
  .strict();
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

export const RefreshRequest = z.object({ refresh: z.string().min(1).max(4096) }).strict();
export type RefreshRequest = z.infer<typeof RefreshRequest>;

export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: UserRole,
  is_active: z.boolean(),
});
export type User = z.infer<typeof User>;

export const RegisterResponse = User.pick({ id: true, username: true, email: true, role: true });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** The login failure message: one text for every failure, so accounts cannot be enumerated. */
export const LOGIN_FAILED_DETAIL = 'No active account found with the given credentials';

/** Lifetimes of docs/api.md: access 15 minutes, refresh 7 days. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
