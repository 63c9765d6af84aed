import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLiveConnectionState } from '../../src/api/live-connection.ts';
import { liveIndicatorView } from '../../src/components/live-status-model.ts';
import { json } from '../support/fake-fetch.ts';
import { renderApp } from '../support/render-app.tsx';

const health = (dataAsOf: string | null, stale: boolean) =>
  json(200, {
    status: 'ok',
    source: 'simulated',
    data_as_of: dataAsOf,
    exchange: null,
    loading: false,
    now: '2026-03-01T12:30:00.000Z',
    stale,
    exchange_status: null,
  });

afterEach(() => setLiveConnectionState('off'));

describe('live indicator', () => {
  it('shows live with the data time in the chosen zone, reconnecting, stale, or nothing while off', () => {
    const fresh = { data_as_of: '2026-03-01T12:25:00.000Z', stale: false };
    expect(liveIndicatorView('off', fresh, 'UTC')).toBeNull();
    expect(liveIndicatorView('live', fresh, 'UTC')).toEqual({
      state: 'live',
      text: 'Live · 12:25 UTC',
      bg: 'success',
    });
    expect(liveIndicatorView('live', fresh, 'Asia/Kolkata')?.text).toBe('Live · 17:55 GMT+5:30');
    expect(liveIndicatorView('live', undefined, 'UTC')).toEqual({
      state: 'live',
      text: 'Live',
      bg: 'success',
    });
    expect(liveIndicatorView('connecting', fresh, 'UTC')?.text).toBe('Connecting…');
    expect(liveIndicatorView('reconnecting', fresh, 'UTC')).toEqual({
      state: 'reconnecting',
      text: 'Reconnecting…',
      bg: 'warning',
    });
    expect(liveIndicatorView('live', { data_as_of: '2026-03-01T11:00:00.000Z', stale: true }, 'UTC')).toEqual(
      {
        state: 'stale',
        text: 'Stale · 11:00 UTC',
        bg: 'danger',
      },
    );
    // A fixed data set (files source) is a replay as of its newest close, never live nor stale.
    const replay = { data_as_of: '2025-09-01T00:00:00.000Z', stale: false, mode: 'replay' as const };
    expect(liveIndicatorView('live', replay, 'UTC')).toEqual({
      state: 'replay',
      text: 'Replay · as of 2025-09-01 00:00 UTC',
      bg: 'info',
    });
    expect(liveIndicatorView('live', replay, 'Asia/Kolkata')?.text).toBe(
      'Replay · as of 2025-09-01 05:30 GMT+5:30',
    );
    expect(liveIndicatorView('connecting', { ...replay, data_as_of: null }, 'UTC')?.text).toBe('Replay');
    // A lost stream is said first: the data time may still look fresh.
    expect(liveIndicatorView('reconnecting', { data_as_of: null, stale: true }, 'UTC')?.state).toBe(
      'reconnecting',
    );
  });

  it('follows the connection state in the navbar', async () => {
    setLiveConnectionState('live');
    renderApp('/landing', { routes: { 'GET health/': health('2026-03-01T12:25:00.000Z', false) } });
    const badge = await screen.findByText('Live · 12:25 UTC');
    expect(badge.closest('[data-testid="live-indicator"]')?.getAttribute('data-state')).toBe('live');
    expect(screen.getByTestId('live-indicator').getAttribute('role')).toBe('status');
    act(() => setLiveConnectionState('reconnecting'));
    expect(screen.getByTestId('live-indicator').textContent).toContain('Reconnecting…');
    expect(screen.getByTestId('live-indicator').getAttribute('data-state')).toBe('reconnecting');
  });

  it('says stale when the health check does', async () => {
    setLiveConnectionState('live');
    renderApp('/landing', { routes: { 'GET health/': health('2026-03-01T12:00:00.000Z', true) } });
    expect(
      (await screen.findByText('Stale · 12:00 UTC')).closest('[data-state]')?.getAttribute('data-state'),
    ).toBe('stale');
  });
});
