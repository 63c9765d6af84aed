import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isDataScreen, staleNoticeText } from '../../src/components/live-status-model.ts';
import { json } from '../support/fake-fetch.ts';
import { renderApp } from '../support/render-app.tsx';

const health = (stale: boolean) =>
  json(200, {
    status: 'ok',
    source: 'files',
    data_as_of: '2026-03-01T12:00:00.000Z',
    exchange: null,
    loading: false,
    now: '2026-03-01T12:42:30.000Z',
    stale,
    exchange_status: null,
  });

describe('stale data notice', () => {
  it('names the newest data time (in the chosen zone) and its age, only when stale', () => {
    const base = { data_as_of: '2026-03-01T12:00:00.000Z', now: '2026-03-01T12:42:30.000Z' };
    expect(staleNoticeText({ ...base, stale: true }, 'UTC')).toBe(
      'Stale data: the newest market data is from 2026-03-01 12:00 UTC (42 min old). The figures below are not live.',
    );
    expect(staleNoticeText({ ...base, stale: false }, 'UTC')).toBeNull();
    expect(staleNoticeText({ ...base, data_as_of: null, stale: true }, 'UTC')).toBeNull();
    expect(staleNoticeText(undefined, 'UTC')).toBeNull();
  });

  it('knows the data screens', () => {
    for (const path of [
      '/cpr',
      '/dashboard',
      '/watchlist',
      '/ict',
      '/ict/trades',
      '/volume',
      '/sniperflow',
      '/symbol/BTCUSDT',
    ])
      expect(isDataScreen(path), path).toBe(true);
    for (const path of ['/landing', '/admin', '/login', '/alerts', '/symbol'])
      expect(isDataScreen(path), path).toBe(false);
  });

  it('is shown at the top of a data screen when the data is stale', async () => {
    renderApp('/dashboard', { role: 'free', routes: { 'GET health/': health(true) } });
    const notice = await screen.findByTestId('stale-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('2026-03-01 12:00 UTC (42 min old)');
  });

  it('is not shown when the data is fresh, nor off the data screens', async () => {
    const view = renderApp('/dashboard', { role: 'free', routes: { 'GET health/': health(false) } });
    await vi.waitFor(() => expect(view.server.calls.some((c) => c.path === 'health/')).toBe(true));
    expect(screen.queryByTestId('stale-notice')).toBeNull();
    view.unmount();
    const landing = renderApp('/landing', { routes: { 'GET health/': health(true) } });
    await vi.waitFor(() => expect(landing.server.calls.some((c) => c.path === 'health/')).toBe(true));
    expect(screen.queryByTestId('stale-notice')).toBeNull();
  });
});
