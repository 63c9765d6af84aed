import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fieldErrors, validationDetail } from '../../../src/http/plugins/validation-errors.ts';

const issue = (
  instancePath: string,
  message: string,
  keyword = 'invalid_type',
  params: Record<string, unknown> = {},
): FastifySchemaValidationError => ({ keyword, instancePath, schemaPath: '#', params, message });

describe('validation error shaping', () => {
  it('groups messages by dotted field path, whole-input issues under non_field_errors', () => {
    const errors = fieldErrors([
      issue('/username', 'Too short.'),
      issue('/username', 'Bad characters.'),
      issue('/username', 'Too short.'),
      issue('/settings/maps/0', 'Not sorted.'),
      issue('', 'Expected object, received array'),
    ]);
    expect(errors).toEqual({
      username: ['Too short.', 'Bad characters.'],
      'settings.maps.0': ['Not sorted.'],
      non_field_errors: ['Expected object, received array'],
    });
  });

  it('names each unknown field, even ones that shadow Object.prototype', () => {
    const errors = fieldErrors([
      issue('', 'Unrecognized keys', 'unrecognized_keys', { keys: ['toString', '__proto__', 'role'] }),
      issue('/nested', 'Unrecognized key', 'unrecognized_keys', { keys: ['x'] }),
    ]);
    expect(Object.keys(errors)).toEqual(['toString', '__proto__', 'role', 'nested.x']);
    expect(errors.toString).toEqual(['Unknown field.']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });

  it('puts the first problem, with its field, in the detail', () => {
    expect(validationDetail({ email: ['Enter a valid email address.'], password: ['x'] })).toBe(
      'email: Enter a valid email address.',
    );
    expect(validationDetail({ non_field_errors: ['Send role or is_active.'] })).toBe(
      'Send role or is_active.',
    );
    expect(validationDetail({})).toBe('Invalid input.');
  });
});
