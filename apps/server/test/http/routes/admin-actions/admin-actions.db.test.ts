import { beforeEach, describe, expect, it } from 'vitest';
import { adminActions } from '../../../../src/http/routes/admin-actions/actions.ts';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { useTestApp } from '../../../support/test-app.ts';

const queue = createRecordingQueue();
const t = useTestApp({ market: { source: 'simulated', marketNow: () => Date.now(), queue } });

const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

beforeEach(() => {
  queue.sent.length = 0;
});

const cases: {
  url: string;
  job: string;
  module: string;
  action: string;
  payload: unknown;
  body?: unknown;
}[] = [
  {
    url: '/cpr/admin/trigger-cprscan/?tf=1d',
    job: 'cpr-scan',
    module: 'cpr',
    action: 'trigger-cprscan:1d',
    payload: { tf: '1d' },
  },
  {
    url: '/cpr/admin/trigger-cprscan/?tf=1w',
    job: 'cpr-scan',
    module: 'cpr',
    action: 'trigger-cprscan:1w',
    payload: { tf: '1w' },
  },
  {
    url: '/cpr/admin/trigger-cprscan/?tf=1M',
    job: 'cpr-scan',
    module: 'cpr',
    action: 'trigger-cprscan:1M',
    payload: { tf: '1M' },
  },
  {
    url: '/cpr/admin/update-insights/?tf=1w',
    job: 'cpr-insights',
    module: 'cpr',
    action: 'update-insights:1w',
    payload: { tf: '1w' },
  },
  {
    url: '/cpr/admin/trigger-trend-screening/',
    job: 'trend-screening',
    module: 'cpr',
    action: 'trigger-trend-screening',
    payload: {},
  },
  {
    url: '/cpr/admin/rebuild-symbol-meta/',
    job: 'symbol-meta',
    module: 'cpr',
    action: 'rebuild-symbol-meta',
    payload: {},
  },
  {
    url: '/sniperflow/run/liquidity/',
    job: 'liquidity-run',
    module: 'sniperflow',
    action: 'run-liquidity:historical',
    payload: { mode: 'historical' },
    body: { mode: 'historical' },
  },
  {
    url: '/sniperflow/run/bias/',
    job: 'sniperflow-bias',
    module: 'sniperflow',
    action: 'run-bias',
    payload: {},
  },
  {
    url: '/sniperflow/run/cpr/',
    job: 'sniperflow-cpr',
    module: 'sniperflow',
    action: 'run-cpr',
    payload: {},
  },
  {
    url: '/sniperflow/run/session/',
    job: 'sniperflow-session',
    module: 'sniperflow',
    action: 'run-session',
    payload: {},
  },
  {
    url: '/volume/admin/trigger-classification/',
    job: 'volume-classification',
    module: 'volume',
    action: 'trigger-classification',
    payload: {},
  },
  {
    url: '/volume/admin/update-baselines/',
    job: 'volume-baselines',
    module: 'volume',
    action: 'update-baselines',
    payload: {},
  },
  { url: '/ict/admin/trigger-scan/', job: 'ict-scan', module: 'ict', action: 'trigger-scan', payload: {} },
];

describe('admin action posts', () => {
  it('cover every action of spec section 7 plus the ICT scan', () => {
    const paths = new Set(cases.map((c) => c.url.split('?')[0]));
    expect([...paths].sort()).toEqual(adminActions.map((a) => a.path).sort());
  });

  it.each(cases)('$url queues $job and answers 202 {detail, task_id}', async (c) => {
    const admin = await t.signIn('admin');
    const res = await post(c.url, admin.headers, c.body);
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toEqual({ detail: `${c.module} ${c.action} queued.`, task_id: expect.any(Number) });
    expect(queue.sent).toEqual([{ name: c.job, data: { taskId: body.task_id, payload: c.payload } }]);
    const [task] = await t.services.jobs.recentTasks();
    expect(task).toMatchObject({
      id: body.task_id,
      module: c.module,
      action: c.action,
      status: 'PENDING',
      error: null,
    });
  });

  it('accepts an empty JSON object as the body of an action without input', async () => {
    const admin = await t.signIn('admin');
    expect((await post('/ict/admin/trigger-scan/', admin.headers, {})).statusCode).toBe(202);
  });

  it('answers 400 to a missing or bad tf, a bad mode and unknown fields, queueing nothing', async () => {
    const admin = await t.signIn('admin');
    for (const url of [
      '/cpr/admin/trigger-cprscan/',
      '/cpr/admin/trigger-cprscan/?tf=4h',
      '/cpr/admin/update-insights/?tf=daily',
    ]) {
      const res = await post(url, admin.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.tf).toBeDefined();
    }
    const mode = await post('/sniperflow/run/liquidity/', admin.headers, { mode: 'yesterday' });
    expect(mode.statusCode).toBe(400);
    expect(mode.json().detail).toEqual(expect.any(String));
    expect((await post('/ict/admin/trigger-scan/', admin.headers, { extra: 1 })).statusCode).toBe(400);
    expect((await post('/ict/admin/trigger-scan/', admin.headers, [1, 2])).statusCode).toBe(400);
    expect(queue.sent).toEqual([]);
    expect(await t.services.jobs.recentTasks()).toEqual([]);
  });

  it('answers 401 to a guest and 403 to every role below admin, on every action', async () => {
    const users = [await t.signIn('free'), await t.signIn('pro'), await t.signIn('premium')];
    for (const action of adminActions) {
      const url = `${action.path}${action.querystring ? '?tf=1d' : ''}`;
      const guest = await post(url, {});
      expect(guest.statusCode).toBe(401);
      expect(guest.headers['www-authenticate']).toBe('Bearer');
      for (const user of users) expect((await post(url, user.headers)).statusCode).toBe(403);
    }
    expect(queue.sent).toEqual([]);
  });
});
