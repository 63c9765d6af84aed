import { describe, expect, it } from 'vitest';
import { createTaskRepository } from '../../../../src/repositories/task-repository.ts';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { useTestApp } from '../../../support/test-app.ts';

const t = useTestApp({
  market: { source: 'simulated', marketNow: () => Date.now(), queue: createRecordingQueue() },
});

const recent = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/admin/tasks/recent/', headers });
const log = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/toolbox/log/', payload: payload as object, headers });

describe('GET admin/tasks/recent/', () => {
  it('lists the 20 newest tasks, newest first, with status, timestamps and error', async () => {
    const admin = await t.signIn('admin');
    const tasks = createTaskRepository(t.database.db);
    const at = new Date('2026-03-01T00:00:00Z');
    for (let i = 0; i < 22; i++) {
      await tasks.create(
        { module: 'cpr', action: `a${i}`, jobName: 'cpr-scan', payload: {}, trigger: 'admin' },
        at,
      );
    }
    await tasks.start(22, 'w1', new Date('2026-03-01T00:00:01Z'));
    await tasks.fail(22, 'boom', new Date('2026-03-01T00:00:02Z'));
    await tasks.start(21, 'w1', new Date('2026-03-01T00:00:01Z'));
    await tasks.succeed(21, 'did it', new Date('2026-03-01T00:00:03Z'));
    const res = await recent(admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(20);
    expect(body.map((x: { id: number }) => x.id)).toEqual(Array.from({ length: 20 }, (_, i) => 22 - i));
    expect(body[0]).toEqual({
      id: 22,
      module: 'cpr',
      action: 'a21',
      status: 'FAILURE',
      detail: null,
      error: 'boom',
      created_at: '2026-03-01T00:00:00.000Z',
      updated_at: '2026-03-01T00:00:02.000Z',
      started_at: '2026-03-01T00:00:01.000Z',
      finished_at: '2026-03-01T00:00:02.000Z',
    });
    expect(body[1]).toMatchObject({ id: 21, status: 'SUCCESS', detail: 'did it', error: null });
    expect(body[2]).toMatchObject({ status: 'PENDING', started_at: null, finished_at: null });
  });

  it('answers 401 to a guest and 403 below admin', async () => {
    expect((await recent()).statusCode).toBe(401);
    for (const role of ['free', 'pro', 'premium'] as const) {
      expect((await recent((await t.signIn(role)).headers)).statusCode).toBe(403);
    }
  });
});

describe('POST admin/toolbox/log/', () => {
  it('stores the action with the admin who did it and answers 201', async () => {
    const admin = await t.signIn('admin', 'boss');
    const entry = {
      label: 'Daily CPR',
      endpoint: 'cpr/admin/trigger-cprscan/?tf=1d',
      payload: { tf: '1d' },
      pathname: '/cpr',
    };
    const res = await log(entry, admin.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 1, ...entry, created_at: expect.any(String) });
    const rows = await t.database.db.execute('select user_id, username, label, payload from toolbox_log');
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { user_id: admin.user.id, username: 'boss', label: 'Daily CPR', payload: { tf: '1d' } },
    ]);
  });

  it('accepts a missing payload and pathname', async () => {
    const admin = await t.signIn('admin');
    const res = await log({ label: 'Meta', endpoint: 'cpr/admin/rebuild-symbol-meta/' }, admin.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ payload: null, pathname: '' });
  });

  it('answers 400 to missing, wrong-typed, oversized or unknown fields', async () => {
    const admin = await t.signIn('admin');
    for (const bad of [
      {},
      { label: '', endpoint: 'x' },
      { label: 'x', endpoint: 5 },
      { label: 'x'.repeat(201), endpoint: 'x' },
      { label: 'x', endpoint: 'x', payload: 'y'.repeat(10_001) },
      { label: 'x', endpoint: 'x', extra: true },
      [1, 2],
    ]) {
      const res = await log(bad, admin.headers);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
  });

  it('answers 401 to a guest and 403 below admin', async () => {
    const entry = { label: 'x', endpoint: 'y' };
    expect((await log(entry)).statusCode).toBe(401);
    for (const role of ['free', 'pro', 'premium'] as const) {
      expect((await log(entry, (await t.signIn(role)).headers)).statusCode).toBe(403);
    }
  });
});
