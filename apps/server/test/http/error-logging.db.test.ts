import { defaultAdminSettings } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger.ts';
import { safeError } from '../../src/lib/safe-error.ts';
import { useTestApp } from '../support/test-app.ts';

/** Every line the app logs, as written (JSON lines). */
const lines: string[] = [];
const logged = () => lines.join('');
const t = useTestApp({
  deps: { logger: createLogger({ level: 'info' }, { write: (line: string) => void lines.push(line) }) },
});

afterEach(async () => {
  lines.length = 0;
  await t.database.db.execute(sql`alter table users drop constraint if exists test_probe_user`);
  await t.database.db.execute(sql`alter table app_settings drop constraint if exists test_probe_settings`);
});

describe('the log of a failed query', () => {
  it('holds the code and constraint of a failed registration, not its parameters or the password hash', async () => {
    // The insert of this user fails on purpose, after the service hashed the password.
    await t.database.db.execute(
      sql`alter table users add constraint test_probe_user check (username <> 'probe_user_7x')`,
    );
    const password = 'Probe-Passw0rd-91';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/',
      payload: { username: 'probe_user_7x', email: 'probe7x@example.com', password },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error.' });

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toMatchObject({ code: '23514', table: 'users', constraint: 'test_probe_user' });
    expect(failure?.err.query).toMatch(/^insert into "users"/);
    const text = logged();
    for (const secret of ['probe_user_7x', 'probe7x@example.com', password, '$argon2', 'argon2id'])
      expect(text, secret).not.toContain(secret);
  });

  it('holds no webhook url and no bearer token when saving the settings fails', async () => {
    const admin = await t.signIn('admin');
    await t.database.db.execute(
      sql`alter table app_settings add constraint test_probe_settings check ((data->>'trade_generation_threshold')::int <> 9)`,
    );
    const hook = 'https://discord.com/api/webhooks/4242/probe-webhook-secret';
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/',
      headers: admin.headers,
      payload: { ...defaultAdminSettings, trade_generation_threshold: 9, webhook_setups: hook },
    });
    expect(res.statusCode).toBe(500);

    const text = logged();
    expect(text).toContain('"code":"23514"');
    expect(text).toContain('test_probe_settings');
    for (const secret of [
      'probe-webhook-secret',
      '/api/webhooks/4242',
      admin.access,
      admin.access.split('.')[2],
    ])
      expect(text, secret).not.toContain(secret);
  });

  it('drops a bad cast’s parameter from the message, the stack and every field', async () => {
    const error = await t.database.db
      .execute(sql`select ${'recognizable-param-5521'}::int as n`)
      .then(() => undefined)
      .catch((e: unknown) => e);
    // The raw error carries the parameter (the reason for all this)…
    expect(String((error as Error).stack) + JSON.stringify(error)).toContain('recognizable-param-5521');
    // …its logged form does not.
    const safe = safeError(error);
    expect(safe.code).toBe('22P02');
    expect(safe.message).toBe('invalid input syntax for type integer: "…"');
    expect(JSON.stringify(safe)).not.toContain('recognizable-param-5521');

    createLogger({ level: 'info' }, { write: (line: string) => void lines.push(line) }).error(
      { err: error },
      'job failed',
    );
    expect(logged()).toContain('22P02');
    expect(logged()).not.toContain('recognizable-param-5521');
  });
});
