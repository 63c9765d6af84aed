import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChartModel } from '../../../src/features/symbol/chart-model.ts';
import { json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';
import { cprRow, insight } from '../cpr/screener-fixtures.ts';
import { setup } from '../ict/ict-fixtures.ts';
import { dayEndHealth, liquidityRows } from '../sniperflow/sniperflow-fixtures.ts';
import { snapshots } from '../volume/volume-fixtures.ts';
import { fixtureCandles, fixtureOverlays } from './symbol-fixtures.ts';

// jsdom has no canvas: the chart is replaced by what it was given.
vi.mock('../../../src/features/symbol/symbol-chart.tsx', () => ({
  SymbolChart: ({ model, candles }: { model: ChartModel; candles: unknown[] }) => (
    <div
      data-testid="symbol-chart"
      data-bars={candles.length}
      data-lines={model.lines.map((l) => l.key).join(' ')}
      data-boxes={model.boxes.map((b) => b.kind).join(' ')}
    />
  ),
}));

function routes() {
  return {
    'GET market/candles/?symbol=BTCUSDT&tf=5m&limit=500': json(200, fixtureCandles),
    'GET market/candles/?symbol=BTCUSDT&tf=1h&limit=500': json(200, fixtureCandles),
    'GET market/overlays/?symbol=BTCUSDT&tf=5m': json(200, fixtureOverlays),
    'GET market/overlays/?symbol=BTCUSDT&tf=1h': json(200, { ...fixtureOverlays, tf: '1h', fvgs: [] }),
    'GET cpr/cpr-data/?range=daily': json(200, [cprRow('BTCUSDT', { top: 101, pivot: 100.5, bottom: 100 })]),
    'GET cpr/cpr-data/?range=weekly': json(200, [cprRow('BTCUSDT')]),
    'GET cpr/cpr-data/?range=monthly': json(200, [cprRow('BTCUSDT')]),
    'GET cpr/cpr-insights/': json(200, [insight('BTCUSDT', { trend_probability: 0.42 })]),
    'GET volume/volume-snapshots/current/': json(200, snapshots),
    'GET ict/setups/': json(200, [setup('BTCUSDT', { score: 8, label: 'Strong Bullish' })]),
    'GET sniperflow/summary': json(200, liquidityRows),
    'GET watchlist/': json(200, [
      {
        id: 3,
        symbol: 'BTCUSDT',
        stars: 2,
        tags: [{ id: 1, name: 'ict' }],
        cap_category: 'Large',
        market_cap: 1e12,
      },
    ]),
    'GET watchlist/modules/': json(200, { ICT: 'ict' }),
    'PATCH watchlist/3/': json(200, {}),
    'POST watchlist/3/toggle-tag/': json(200, {}),
  };
}

describe('Symbol view', () => {
  it('shows the chart with the default overlays and the free parts, upsells for pro and premium parts', async () => {
    const { server } = renderApp('/symbol/btcusdt', { role: 'free', routes: routes() });
    expect((await screen.findByTestId('symbol-title')).textContent).toBe('BTCUSDT');
    const chart = await screen.findByTestId('symbol-chart');
    await waitFor(() => expect(chart.dataset.boxes).toContain('fvg'));
    expect(chart.dataset.lines).toContain('cpr-daily-top');
    expect(chart.dataset.lines).toContain('session-pdh');
    // The rest is a click away: no swings, virgin CPRs, ICT parts or mitigated FVGs by default.
    expect(chart.dataset.boxes?.split(' ')).toEqual(['fvg', 'fvg']);
    expect(screen.getByTestId('overlay-toggle-fvg-recent').dataset.count).toBe('2');
    await userEvent.setup().click(screen.getByTestId('overlay-more'));
    expect(screen.getByTestId('overlay-toggle-fvg-other').dataset.count).toBe('1');
    expect(screen.queryByTestId('overlay-toggle-trades')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('symbol-cpr-daily').textContent).toContain('100.5'));
    expect(screen.getByTestId('symbol-trend-probability').textContent).toContain('42 %');
    expect(screen.getAllByTestId('symbol-upsell')).toHaveLength(3);
    expect(server.calls.some((c) => c.path === 'ict/setups/' || c.path === 'sniperflow/summary')).toBe(false);
    expect(screen.getByTestId('symbol-tradingview').getAttribute('href')).toBe(
      'https://www.tradingview.com/chart/?symbol=MEXC:BTCUSDT.P',
    );
    await waitFor(() => expect(screen.getByTestId('symbol-volume').textContent).toContain('Active'));
  });

  it('shows the ICT setup with its breakdown, the liquidity row and the trades to a premium user', async () => {
    renderApp('/symbol/BTCUSDT', { role: 'premium', routes: routes() });
    expect((await screen.findByTestId('symbol-ict-score')).textContent).toBe('8');
    expect(screen.getByTestId('ict-breakdown-BTCUSDT')).toBeTruthy();
    expect(await screen.findByTestId('symbol-trade-5')).toBeTruthy();
    expect(within(screen.getByTestId('symbol-trade-5')).getByText('Triggered')).toBeTruthy();
    expect(screen.getByTestId('symbol-liquidity-pdh')).toBeTruthy();
    expect(screen.queryByTestId('symbol-upsell')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('overlay-more'));
    await user.click(screen.getByTestId('overlay-toggle-trades'));
    await waitFor(() => expect(screen.getByTestId('symbol-chart').dataset.boxes).toContain('trades'));
  });

  it('says which day the liquidity row describes on a replayed data set, and nothing live', async () => {
    const health = (mode: 'replay' | 'live') => json(200, dayEndHealth(mode));
    const replay = renderApp('/symbol/BTCUSDT', {
      role: 'premium',
      routes: { ...routes(), 'GET health/': health('replay') },
    });
    const day = await screen.findByTestId('symbol-liquidity-day');
    expect(day.textContent).toBe('Last complete day: 2025-01-15 (UTC)');
    expect(day.title).toBe('2025-01-15 00:00 UTC – 2025-01-16 00:00 UTC');
    replay.unmount();
    renderApp('/symbol/BTCUSDT', { role: 'premium', routes: { ...routes(), 'GET health/': health('live') } });
    await screen.findByTestId('symbol-liquidity-pdh');
    await waitFor(() => expect(screen.getByTestId('symbol-liquidity')).toBeTruthy());
    expect(screen.queryByTestId('symbol-liquidity-day')).toBeNull();
  });

  it('toggles overlay layers, keeps the choice and switches the timeframe', async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/symbol/BTCUSDT', { role: 'pro', routes: routes() });
    const chart = await screen.findByTestId('symbol-chart');
    await waitFor(() => expect(chart.dataset.boxes).toContain('fvg'));
    await user.click(screen.getByTestId('overlay-toggle-fvg-recent'));
    expect(screen.getByTestId('symbol-chart').dataset.boxes).not.toContain('fvg');
    await user.click(screen.getByTestId('overlay-toggle-cpr-current'));
    expect(screen.getByTestId('symbol-chart').dataset.lines).not.toContain('cpr-');
    await user.click(screen.getByTestId('overlay-more'));
    await user.click(screen.getByTestId('overlay-toggle-virgin'));
    expect(screen.getByTestId('symbol-chart').dataset.boxes).toBe('virgin');
    expect(JSON.parse(window.localStorage.getItem('symbol-chart-layers') ?? '[]')).toEqual([
      'sessions-current',
      'virgin',
    ]);
    await user.click(screen.getByTestId('tf-1h'));
    await waitFor(() =>
      expect(server.calls.some((c) => c.path === 'market/overlays/?symbol=BTCUSDT&tf=1h')).toBe(true),
    );
    expect(screen.getByTestId('symbol-chart-section').dataset.tf).toBe('1h');
  });

  it('edits the stars and tags of a watchlisted symbol', async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/symbol/BTCUSDT', { role: 'free', routes: routes() });
    await user.click(await screen.findByRole('button', { name: 'Set 4 stars for BTCUSDT' }));
    await waitFor(() => expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ stars: 4 }));
    await user.click(screen.getByRole('button', { name: 'Remove tag ict from BTCUSDT' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === 'watchlist/3/toggle-tag/')?.body).toEqual({ tag: 'ict' }),
    );
  });

  it('is opened from a symbol in a table', async () => {
    const user = userEvent.setup();
    renderApp('/watchlist', { role: 'free', routes: routes() });
    await user.click(await screen.findByTestId('symbol-link-BTCUSDT'));
    expect(screen.getByTestId('location').textContent).toBe('/symbol/BTCUSDT');
    expect(await screen.findByTestId('symbol-page')).toBeTruthy();
  });

  it('offers to watch a known symbol, and not a symbol the market does not have', async () => {
    renderApp('/symbol/ETHUSDT', {
      role: 'free',
      routes: { ...routes(), 'GET market/overlays/?symbol=ETHUSDT&tf=5m': json(200, fixtureOverlays) },
    });
    expect(await screen.findByRole('button', { name: 'Add ETHUSDT to watchlist' })).toBeTruthy();
  });

  it('offers no watchlist add for a symbol the market answers 404 for', async () => {
    renderApp('/symbol/NOTASYMBOL', { role: 'free', routes: routes() });
    expect(
      await screen.findByText('NOTASYMBOL is not a symbol of this market, so it cannot be watched.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add NOTASYMBOL/ })).toBeNull();
  });

  it('sends a guest to the login', async () => {
    renderApp('/symbol/BTCUSDT', { routes: routes() });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });
});
