import { ApiError } from '../../api/api-error.ts';

const LOGIN_FAILED = 'Login failed. Please try again.';

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** docs/product.md §5: username and password are required. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.username.trim()) errors.username = 'Username is required.';
  if (!values.password) errors.password = 'Password is required.';
  return errors;
}

/** The alert text of a failed login: the server's detail, else the fixed fallback. */
export function loginErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.detail ? error.detail : LOGIN_FAILED;
}
