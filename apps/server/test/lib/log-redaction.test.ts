import { describe, expect, it } from 'vitest';
import { redactRequestUrl, redactSecrets } from '../../src/lib/log-redaction.ts';
import { safeError, safeErrorText } from '../../src/lib/safe-error.ts';

const jwt =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3IiwiZmFtIjoiYWJjIiwiZXhwIjoxNzAwMDAwMDAwfQ.kq3x9Vb2Jm0y6W5dQeX1aQ4sZ8pR7tN2cL0fH3gK9uE';
const argon = '$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

describe('redactSecrets', () => {
  it.each([
    [`token ${jwt} refused`, 'token [token] refused', jwt],
    ['authorization: Bearer abc.def-ghi', 'authorization: Bearer [token]', 'abc.def-ghi'],
    [`hash ${argon}, user 7`, 'hash [hash], user 7', 'c2FsdHNhbHQ'],
    ['bcrypt $2b$10$abcdefghijklmnopqrstuuOq9rY6QK1W8d2sVnIuC3aZb5x1Z0xyz', 'bcrypt [hash]', 'abcdefghij'],
    ['{"password":"hunter2","role":"free"}', '{"password":"[redacted]","role":"free"}', 'hunter2'],
    ['password_hash=abc123 next', 'password_hash="[redacted]" next', 'abc123'],
    [
      'post to https://discord.com/api/webhooks/123/s3cr3t-token failed',
      'post to https://discord.com/[redacted] failed',
      's3cr3t-token',
    ],
    ['https://hooks.example.net/notify/abc?key=zz', 'https://hooks.example.net/[redacted]', 'abc'],
    ['connect postgres://app:pw@db:5432/app', 'connect postgres://db:5432/[redacted]', 'pw@'],
  ])('%s', (text, expected, secret) => {
    expect(redactSecrets(text)).toBe(expected);
    expect(redactSecrets(text)).not.toContain(secret);
  });

  it('leaves plain text alone', () => {
    const text = 'fetch failed: connect ECONNREFUSED 127.0.0.1:9 (HTTP 503) at https://discord.com';
    expect(redactSecrets(text)).toBe(text);
  });
});

describe('redactRequestUrl', () => {
  it('replaces secret query values and keeps the rest', () => {
    expect(redactRequestUrl('/api/v1/stream/?token=abc&module=cpr')).toBe(
      '/api/v1/stream/?token=[redacted]&module=cpr',
    );
    expect(redactRequestUrl('/api/v1/cpr/?symbol=BTCUSDT')).toBe('/api/v1/cpr/?symbol=BTCUSDT');
    expect(redactRequestUrl(`/x?next=${jwt}`)).toBe('/x?next=[token]');
    // The live stream's ticket (a 60-second JWT that opens the stream as its user).
    expect(redactRequestUrl('/api/v1/stream/?ticket=opaque')).toBe('/api/v1/stream/?ticket=[redacted]');
  });
});

describe('safeError', () => {
  it('keeps an ordinary error’s type, code, message and cause, redacted, and its frames', () => {
    const cause = new Error(`upstream said ${jwt}`);
    const error = Object.assign(
      new TypeError('post to https://discord.com/api/webhooks/1/tok failed', { cause }),
      {
        code: 'ECONNRESET',
      },
    );
    const safe = safeError(error);
    expect(safe).toMatchObject({
      type: 'TypeError',
      code: 'ECONNRESET',
      message: 'post to https://discord.com/[redacted] failed',
      cause: 'upstream said [token]',
    });
    expect(safe.stack?.split('\n')[0]).toBe('TypeError: post to https://discord.com/[redacted] failed');
    expect(safe.stack).toMatch(/\n\s+at /);
    expect(JSON.stringify(safe)).not.toMatch(/\/tok|eyJ/);
  });

  it('logs a wrapped database error as its code and names, without params or detail', () => {
    const db = Object.assign(
      new Error('duplicate key value violates unique constraint "users_username_key"'),
      {
        code: '23505',
        severity: 'ERROR',
        table: 'users',
        constraint: 'users_username_key',
        detail: 'Key (username)=(alice) already exists.',
        params: ['alice', argon],
      },
    );
    const wrapped = Object.assign(
      new Error(
        `Failed query: insert into "users" ("username", "password_hash") values ($1, $2)\nparams: alice,${argon}`,
      ),
      {
        query: 'insert into "users" ("username", "password_hash") values ($1, $2)',
        params: ['alice', argon],
      },
    );
    wrapped.name = 'DrizzleQueryError';
    wrapped.cause = db;
    const safe = safeError(wrapped);
    expect(safe).toEqual({
      type: 'DrizzleQueryError',
      code: '23505',
      table: 'users',
      constraint: 'users_username_key',
      message: 'duplicate key value violates unique constraint "users_username_key"',
      query: 'insert into "users" ("username", "password_hash") values ($1, $2)',
      stack: expect.any(String),
    });
    expect(JSON.stringify(safe)).not.toMatch(/alice|argon2/);
    expect(safeErrorText(wrapped)).toBe(
      'duplicate key value violates unique constraint "users_username_key" (23505, users_username_key)',
    );
  });

  it('answers something for a thrown non-error', () => {
    expect(safeError(`token ${jwt}`)).toEqual({ type: 'string', message: 'token [token]' });
  });
});
