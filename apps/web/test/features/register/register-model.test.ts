import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import {
  REGISTER_FAILED,
  registerFailure,
  validateRegister,
} from '../../../src/features/register/register-model.ts';

describe('validateRegister', () => {
  it('requires every field', () => {
    expect(validateRegister({ username: ' ', email: '', password: '' })).toEqual({
      username: 'Username is required.',
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });
  it('checks the email format', () => {
    expect(validateRegister({ username: 'ann', email: 'ann@', password: 'x' })).toEqual({
      email: 'Enter a valid email address.',
    });
    expect(validateRegister({ username: 'ann', email: 'ann@example.com', password: 'x' })).toEqual({});
  });
});

describe('registerFailure', () => {
  it('uses the detail and the field errors of the server', () => {
    const error = new ApiError(400, 'Invalid input', { username: ['Username is taken.'], other: ['x'] });
    expect(registerFailure(error)).toEqual({
      message: 'Invalid input',
      fields: { username: 'Username is taken.' },
    });
  });
  it('falls back to the fixed text', () => {
    expect(registerFailure(new ApiError(0, null)).message).toBe(REGISTER_FAILED);
    expect(registerFailure(new Error('boom')).message).toBe(REGISTER_FAILED);
  });
});
