import { ApiError } from '../../api/api-error.ts';

export const REGISTER_FAILED = 'Registration failed. Try again.';
export const REGISTER_SUCCESS = 'Account created. Please log in.';

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/product.md §5: username, email (email format) and password are required. */
export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.username.trim()) errors.username = 'Username is required.';
  if (!values.email.trim()) errors.email = 'Email is required.';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address.';
  if (!values.password) errors.password = 'Password is required.';
  return errors;
}

/** The alert text and per-field messages of a failed registration. */
export function registerFailure(error: unknown): { message: string; fields: RegisterErrors } {
  if (!(error instanceof ApiError)) return { message: REGISTER_FAILED, fields: {} };
  const fields: RegisterErrors = {};
  for (const key of ['username', 'email', 'password'] as const) {
    const messages = error.errors?.[key];
    if (messages && messages.length > 0) fields[key] = messages.join(' ');
  }
  return { message: error.detail ?? REGISTER_FAILED, fields };
}
