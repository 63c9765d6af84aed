import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger.ts';

const argon = '$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

/** A drizzle-wrapped PostgreSQL error, as thrown by a failed insert: the params in message and fields. */
function failedInsert(): Error {
  const cause = Object.assign(
    new Error('new row for relation "users" violates check constraint "users_probe"'),
    {
      code: '23514',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_probe',
      detail: 'Failing row contains (7, probe_name, probe@example.com).',
    },
  );
  const error = new Error(`Failed query: insert into "users" values ($1, $2)\nparams: probe_name,${argon}`, {
    cause,
  });
  error.name = 'DrizzleQueryError';
  return Object.assign(error, {
    query: 'insert into "users" values ($1, $2)',
    params: ['probe_name', argon],
  });
}

function capture() {
  const lines: string[] = [];
  return { log: createLogger({ level: 'info' }, { write: (line: string) => void lines.push(line) }), lines };
}

describe('createLogger', () => {
  it('writes an error given alone, or with its own message, in its safe form', () => {
    const { log, lines } = capture();
    log.error(failedInsert());
    log.error({ err: failedInsert() }, failedInsert().message);
    log.warn({ error: failedInsert() }, 'job run failed');
    const text = lines.join('');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      err: { code: '23514', constraint: 'users_probe', table: 'users' },
      msg: 'new row for relation "users" violates check constraint "users_probe"',
    });
    for (const secret of ['probe_name', 'probe@example.com', 'argon2', 'Failing row'])
      expect(text).not.toContain(secret);
  });

  it('redacts what Fastify logs itself: the default error handler’s message and the request url', async () => {
    const { log, lines } = capture();
    const app = Fastify({ loggerInstance: log });
    app.get('/boom', async () => {
      throw failedInsert();
    });
    app.get('/hook', async () => {
      throw new Error('post to https://discord.com/api/webhooks/9/probe-hook-token failed');
    });
    await app.inject({
      url: '/boom?token=probe-query-token',
      headers: { authorization: 'Bearer probe-bearer' },
    });
    await app.inject({ url: '/hook' });
    await app.close();
    const text = lines.join('');
    expect(text).toContain('"code":"23514"');
    expect(text).toContain('token=[redacted]');
    for (const secret of ['probe_name', 'argon2', 'probe-query-token', 'probe-bearer', 'probe-hook-token'])
      expect(text, secret).not.toContain(secret);
  });
});
