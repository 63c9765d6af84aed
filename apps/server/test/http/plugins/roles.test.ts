import type { Role } from '@app/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../../src/http/plugins/errors.ts';
import { installRoleGuard } from '../../../src/http/plugins/roles.ts';

/** A bare app with the guard, where a header stands in for the auth hook. */
function guardedApp() {
  const app = Fastify();
  installErrorHandling(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const role = request.headers['x-role'];
    if (typeof role === 'string') {
      request.user = { id: 1, username: 'u', email: 'u@example.com', role: role as never, is_active: true };
    }
  });
  installRoleGuard(app);
  return app;
}

describe('role guard (deny by default)', () => {
  it('refuses to register a route without minRole', () => {
    const app = guardedApp();
    expect(() => app.get('/open', async () => 'oops')).toThrow(/must declare config.minRole/);
    expect(() => app.post('/x', { config: {} }, async () => 'oops')).toThrow(/POST \/x must declare/);
  });

  it('refuses an unknown role name', () => {
    const app = guardedApp();
    expect(() => app.get('/x', { config: { minRole: 'root' as Role } }, async () => 'x')).toThrow(/minRole/);
    expect(() => app.get('/y', { config: { minRole: 'toString' as Role } }, async () => 'y')).toThrow(
      /minRole/,
    );
  });

  it('refuses a route inside a plugin too', async () => {
    const app = guardedApp();
    app.register(async (child) => {
      child.get('/inner', async () => 'oops');
    });
    await expect(app.ready()).rejects.toThrow(/GET \/inner must declare config.minRole/);
  });

  it('answers 401 to guests and 403 to lower roles, and lets equal or higher roles through', async () => {
    const app = guardedApp();
    app.get('/pro', { config: { minRole: 'pro' } }, async () => ({ ok: true }));
    app.get('/public', { config: { minRole: 'guest' } }, async () => ({ ok: true }));
    const as = (url: string, role?: Role) => app.inject({ url, headers: role ? { 'x-role': role } : {} });
    expect((await as('/pro')).statusCode).toBe(401);
    expect((await as('/pro')).headers['www-authenticate']).toBe('Bearer');
    expect((await as('/pro', 'free')).statusCode).toBe(403);
    for (const role of ['pro', 'premium', 'admin'] as const)
      expect((await as('/pro', role)).statusCode).toBe(200);
    expect((await as('/public')).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/pro' })).statusCode).toBe(401);
  });

  it('marks protected routes with bearer security for the OpenAPI document', () => {
    const app = guardedApp();
    const seen: unknown[] = [];
    app.addHook('onRoute', (route) => {
      seen.push(route.schema?.security);
    });
    app.get('/a', { config: { minRole: 'admin' } }, async () => 'a');
    app.get('/b', { config: { minRole: 'guest' } }, async () => 'b');
    expect(seen).toEqual([[{ bearerAuth: [] }], [{ bearerAuth: [] }], undefined, undefined]);
  });
});
