import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { marketStatusText } from '../../src/components/market-status-badge.tsx';
import { json } from '../support/fake-fetch.ts';
import { renderApp } from '../support/render-app.tsx';

const health = (exchange: string | null, loading: boolean, source = 'exchange') =>
  json(200, {
    status: 'ok',
    source,
    data_as_of: null,
    exchange,
    loading,
    now: '2026-03-01T12:00:00.000Z',
    stale: false,
    exchange_status: null,
  });

describe('market status badge', () => {
  it('names the exchange and says when its data is loading', () => {
    expect(marketStatusText({ exchange: 'BYBIT', loading: true })).toBe('Loading Bybit data…');
    expect(marketStatusText({ exchange: 'BINANCE', loading: false })).toBe('Data: Binance');
    expect(marketStatusText({ exchange: null, loading: true })).toBe('Loading market data…');
    expect(marketStatusText({ exchange: null, loading: false })).toBeNull();
  });

  it('shows the exchange in the navbar', async () => {
    renderApp('/landing', { routes: { 'GET health/': health('MEXC', false) } });
    expect((await screen.findByTestId('market-status')).textContent).toBe('Data: MEXC');
  });

  it('shows a loading indicator while the data loads', async () => {
    renderApp('/landing', { routes: { 'GET health/': health('BYBIT', true) } });
    const badge = await screen.findByTestId('market-status');
    expect(badge.textContent).toBe('Loading Bybit data…');
    expect(badge.getAttribute('role')).toBe('status');
  });

  it('says nothing on a loaded simulated market', async () => {
    const view = renderApp('/landing', { routes: { 'GET health/': health(null, false, 'simulated') } });
    await vi.waitFor(() => expect(view.server.calls.some((c) => c.path === 'health/')).toBe(true));
    expect(screen.queryByTestId('market-status')).toBeNull();
  });
});
