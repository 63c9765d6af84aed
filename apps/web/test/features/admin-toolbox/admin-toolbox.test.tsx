import type { Task } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTO_REFRESH_KEY,
  failureText,
  panelsFor,
  successText,
} from '../../../src/features/admin-toolbox/toolbox-actions.ts';
import { json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';

const task = (over: Partial<Task>): Task => ({
  id: 9,
  module: 'cpr',
  action: 'scan 1d',
  status: 'PENDING',
  detail: null,
  error: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  started_at: null,
  finished_at: null,
  ...over,
});

afterEach(() => window.sessionStorage.clear());

describe('toolbox panels and texts', () => {
  it('shows the panels of spec section 2 by path', () => {
    expect(panelsFor('/cpr').map((p) => p.key)).toEqual(['daily', 'weekly', 'monthly', 'meta']);
    expect(panelsFor('/cpr/').map((p) => p.key)).toEqual(['daily', 'weekly', 'monthly', 'meta']);
    expect(panelsFor('/sniperflow').map((p) => p.key)).toEqual(['sniper']);
    expect(panelsFor('/volume').map((p) => p.key)).toEqual(['volume']);
    expect(panelsFor('/trend-screener').map((p) => p.key)).toEqual(['trend']);
    expect(panelsFor('/watchlist')).toEqual([]);
    expect(panelsFor('/sniperflow')[0]?.actions[0]).toEqual({
      label: 'Liquidity (historical)',
      endpoint: 'sniperflow/run/liquidity/',
      payload: { mode: 'historical' },
    });
  });

  it('toasts the detail, else the label', () => {
    expect(successText('Daily CPR Scan', null)).toBe('Daily CPR Scan success');
    expect(successText('Daily CPR Scan', 'done')).toBe('done');
    expect(failureText('Daily CPR Scan', '')).toBe('Daily CPR Scan failed');
  });
});

describe('admin toolbox', () => {
  it('is not there for a non-admin', async () => {
    renderApp('/watchlist', { role: 'premium', routes: { 'GET watchlist/': json(200, []) } });
    await screen.findByTestId('location');
    await waitFor(() => expect(screen.queryByTestId('admin-toolbox-button')).toBeNull());
  });

  it('logs and posts an action, disables the others until its task finishes, then toasts', async () => {
    let posted = false;
    const { server } = renderApp('/cpr', {
      role: 'admin',
      routes: {
        'GET admin/tasks/recent/': () =>
          json(200, posted ? [task({ status: 'SUCCESS', detail: 'Daily scan: 120 symbols' })] : []),
        'POST admin/toolbox/log/': json(201, {}),
        'POST cpr/admin/trigger-cprscan/?tf=1d': () => {
          posted = true;
          return json(202, { detail: 'cpr scan 1d queued.', task_id: 9 });
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('admin-toolbox-button'));
    const daily = await screen.findByTestId('toolbox-panel-daily');
    expect(screen.getByTestId('toolbox-panel-meta')).toBeTruthy();
    await user.click(within(daily).getByRole('button', { name: 'Daily CPR Scan' }));
    // The success toast and the task list both show the task's detail.
    await waitFor(() => expect(screen.getAllByText('Daily scan: 120 symbols')).toHaveLength(2), {
      timeout: 4000,
    });
    expect(server.calls.find((c) => c.path === 'admin/toolbox/log/')?.body).toEqual({
      label: 'Daily CPR Scan',
      endpoint: 'cpr/admin/trigger-cprscan/?tf=1d',
      payload: {},
      pathname: '/cpr',
    });
    const log = server.calls.findIndex((c) => c.path === 'admin/toolbox/log/');
    const action = server.calls.findIndex((c) => c.path === 'cpr/admin/trigger-cprscan/?tf=1d');
    expect(log).toBeLessThan(action);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Weekly CPR Scan' })).toHaveProperty('disabled', false),
    );
    expect(within(screen.getByTestId('task-9')).getByText('SUCCESS')).toBeTruthy();
  });

  it('keeps the other actions disabled while one runs and toasts a refused post', async () => {
    renderApp('/volume', {
      role: 'admin',
      routes: {
        'GET admin/tasks/recent/': json(200, [task({ status: 'STARTED' })]),
        'POST admin/toolbox/log/': json(201, {}),
        'POST volume/admin/trigger-classification/': json(202, { detail: 'queued', task_id: 9 }),
        'POST volume/admin/update-baselines/': json(400, { detail: 'no baselines yet' }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('admin-toolbox-button'));
    await user.click(await screen.findByRole('button', { name: 'Volume Classification' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Update Baselines' })).toHaveProperty('disabled', true),
    );
    expect(screen.getByRole('button', { name: /Volume Classification/ })).toHaveProperty('disabled', true);
  });

  it('keeps the auto-refresh choice in session storage', async () => {
    renderApp('/watchlist', {
      role: 'admin',
      routes: { 'GET watchlist/': json(200, []), 'GET admin/tasks/recent/': json(200, []) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('admin-toolbox-button'));
    const toggle = await screen.findByLabelText('Auto refresh');
    expect(toggle).toHaveProperty('checked', true);
    await user.click(toggle);
    expect(window.sessionStorage.getItem(AUTO_REFRESH_KEY)).toBe('false');
    expect(screen.getByText('No tasks yet.')).toBeTruthy();
  });
});
