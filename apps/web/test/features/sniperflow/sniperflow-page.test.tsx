import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeysForModule } from '../../../src/api/live-updates.ts';
import { queryKeys } from '../../../src/api/query-keys.ts';
import { formatUpdated } from '../../../src/lib/time-format.ts';
import { type FakeHandler, json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';
import { dayEndHealth, liquidityRows } from './sniperflow-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
});

const shown = () => screen.getAllByTestId(/^sniperflow-row-/).map((row) => row.dataset.testid?.slice(15));

function renderSniperflow(
  routes: Record<string, FakeHandler | Response> = { 'GET sniperflow/summary': json(200, liquidityRows) },
  role: 'premium' | 'admin' | 'pro' = 'premium',
) {
  const view = renderApp('/sniperflow', { role, routes });
  const count = () => view.server.calls.filter((c) => c.path === 'sniperflow/summary').length;
  return { ...view, count };
}

describe('Liquidity Dashboard', () => {
  it('shows the session of the Amsterdam hour, every column and the newest as-of', async () => {
    // 07:30 UTC in January is 08:30 in Amsterdam (CET): London.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 0, 15, 7, 30));
    const { server } = renderSniperflow();
    expect(await screen.findByRole('heading', { level: 1, name: /Liquidity Dashboard/ })).toBeTruthy();
    expect(screen.getByTestId('sniperflow-session').textContent).toBe('London session');
    await screen.findByTestId('sniperflow-row-BTCUSDT');
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', 'NEWUSDT']);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Symbol ▲',
      'PDH',
      'PDL',
      'Asia H',
      'Asia L',
      'London H',
      'London L',
      'Bias',
      'CPR',
      'Asia',
      'London',
      'NY',
      'Unknown',
      'Session Bias',
    ]);
    expect(screen.getByTestId('sniperflow-last-updated').textContent).toBe(
      `Last updated: ${formatUpdated('2025-01-15T22:15:00.000Z', 'UTC')}`,
    );
    expect(server.calls.find((c) => c.path === 'sniperflow/summary')?.authorization).toBe('Bearer access-1');
  });

  it('marks levels swept ✓, not swept ✗ and not set -, with the price and hit time', async () => {
    renderSniperflow();
    const btc = within(await screen.findByTestId('sniperflow-row-BTCUSDT'));
    const marks = ['pdh', 'pdl', 'asia-high', 'asia-low', 'london-high', 'london-low'].map(
      (k) => btc.getByTestId(`sniperflow-${k}`).textContent,
    );
    expect(marks).toEqual(['✗', '✓', '✗', '✓', '✓', '✗']);
    expect(btc.getByRole('img', { name: 'PDL 98,000.00: swept at 10:00 UTC' })).toBeTruthy();
    expect(btc.getByRole('img', { name: 'PDH 100,000.00: not swept' })).toBeTruthy();
    const fresh = within(screen.getByTestId('sniperflow-row-NEWUSDT'));
    expect(fresh.getByTestId('sniperflow-pdh').textContent).toBe('-');
    expect(fresh.getByTestId('sniperflow-pdh').dataset.state).toBe('unset');
    expect(fresh.getByTestId('sniperflow-asia-high').dataset.state).toBe('intact');
    expect(fresh.getByRole('img', { name: 'London H: not set yet' })).toBeTruthy();
  });

  it('shows the bias badge with its reason as a tooltip, the CPR levels and the session bias', async () => {
    renderSniperflow();
    const eth = within(await screen.findByTestId('sniperflow-row-ETHUSDT'));
    const badge = eth.getByTestId('sniperflow-bias');
    expect(badge.textContent).toBe('Bearish');
    expect(badge.className).toContain('bg-danger');
    const user = userEvent.setup();
    await user.hover(badge);
    expect((await screen.findByRole('tooltip')).textContent).toBe('PDH swept and rejected');
    expect([...eth.getByTestId('sniperflow-cpr').querySelectorAll('div')].map((d) => d.textContent)).toEqual([
      '3,362.50',
      '3,350.00',
      '3,337.50',
    ]);
    expect(eth.getByTestId('sniperflow-session-bias').textContent).toBe('Asia ALondon MNY D');
    const fresh = within(screen.getByTestId('sniperflow-row-NEWUSDT'));
    expect(fresh.getByTestId('sniperflow-session-bias').textContent).toBe('Asia A');
    expect(fresh.getByTestId('sniperflow-bias').getAttribute('aria-label')).toBe('Neutral: No daily CPR');
  });

  it('lists hit events with their UTC times in the Asia, London, NY and Unknown columns', async () => {
    renderSniperflow();
    const btc = within(await screen.findByTestId('sniperflow-row-BTCUSDT'));
    expect(btc.getByTestId('sniperflow-hits-london').textContent).toBe('Asia Low 09:30 UTCPDL 10:00 UTC');
    expect(btc.getByTestId('sniperflow-hits-unknown').textContent).toBe('London High 22:10 UTC');
    expect(btc.getByTestId('sniperflow-hits-asia').textContent).toBe('-');
    expect(btc.getByTestId('sniperflow-hits-newyork').textContent).toBe('-');
  });

  it('searches by symbol and sorts by symbol, bias, levels swept and latest hit', async () => {
    renderSniperflow();
    await screen.findByTestId('sniperflow-row-BTCUSDT');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('sniperflow-search'), 'eth');
    await waitFor(() => expect(shown()).toEqual(['ETHUSDT']));
    expect(screen.getByTestId('sniperflow-count').textContent).toBe('1 of 3 symbols');
    await user.clear(screen.getByTestId('sniperflow-search'));
    await user.type(screen.getByTestId('sniperflow-search'), 'zzz');
    await waitFor(() =>
      expect(screen.getByTestId('sniperflow-empty').textContent).toBe('No symbols match the search.'),
    );
    await user.clear(screen.getByTestId('sniperflow-search'));
    await waitFor(() => expect(shown()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Sort by Bias' }));
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', 'NEWUSDT']);
    await user.click(screen.getByRole('button', { name: 'Sort by Bias' }));
    expect(shown()).toEqual(['NEWUSDT', 'ETHUSDT', 'BTCUSDT']);
    await user.selectOptions(screen.getByTestId('sniperflow-sort'), 'sweeps');
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', 'NEWUSDT']);
    await user.click(screen.getByTestId('sniperflow-sort-direction'));
    expect(shown()).toEqual(['NEWUSDT', 'ETHUSDT', 'BTCUSDT']);
    await user.selectOptions(screen.getByTestId('sniperflow-sort'), 'last-hit');
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', 'NEWUSDT']);
    await user.click(screen.getByRole('button', { name: 'Sort by Symbol' }));
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', 'NEWUSDT']);
    await user.click(screen.getByRole('button', { name: 'Sort by Symbol' }));
    expect(shown()).toEqual(['NEWUSDT', 'ETHUSDT', 'BTCUSDT']);
  });

  it('has a legend of what A, M and D mean', async () => {
    renderSniperflow();
    await screen.findByTestId('sniperflow-row-BTCUSDT');
    const legend = screen.getByTestId('sniperflow-legend').textContent ?? '';
    expect(legend).toContain('AAccumulation');
    expect(legend).toContain('MManipulation');
    expect(legend).toContain('DDistribution');
  });

  it("shows 'Failed to load SniperFlow data', or the server's detail", async () => {
    renderSniperflow({ 'GET sniperflow/summary': json(502, {}) });
    expect((await screen.findByTestId('sniperflow-error')).textContent).toBe(
      'Failed to load SniperFlow data',
    );
  });

  it('shows the detail of a refused load', async () => {
    renderSniperflow({ 'GET sniperflow/summary': json(500, { detail: 'Database unavailable.' }) });
    expect((await screen.findByTestId('sniperflow-error')).textContent).toBe('Database unavailable.');
  });

  it('refetches on a sniperflow stream event', async () => {
    const { queryClient, count } = renderSniperflow();
    await screen.findByTestId('sniperflow-row-BTCUSDT');
    expect(count()).toBe(1);
    await act(async () => {
      for (const key of queryKeysForModule('sniperflow'))
        await queryClient.invalidateQueries({ queryKey: key });
    });
    await waitFor(() => expect(count()).toBe(2));
  });

  it("on the files source says which day the rows describe and badges the data clock's session; live, neither", async () => {
    // The wall clock at 09:00 UTC (10:00 in Amsterdam: London); the data stands at 00:00 UTC (01:00: Asia).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 0, 16, 9, 0));
    const health = (mode: 'replay' | 'live') => json(200, dayEndHealth(mode));
    const replay = renderSniperflow({
      'GET sniperflow/summary': json(200, liquidityRows),
      'GET health/': health('replay'),
    });
    expect((await screen.findByTestId('sniperflow-day')).textContent).toBe(
      'Last complete day: 2025-01-15 (UTC)',
    );
    expect(screen.getByTestId('sniperflow-session').textContent).toBe('Asia session');
    replay.unmount();
    const live = renderSniperflow({
      'GET sniperflow/summary': json(200, liquidityRows),
      'GET health/': health('live'),
    });
    await screen.findByTestId('sniperflow-row-BTCUSDT');
    await waitFor(() =>
      expect(live.queryClient.getQueryData(queryKeys.marketStatus(true))).toMatchObject({ mode: 'live' }),
    );
    expect(screen.queryByTestId('sniperflow-day')).toBeNull();
    expect(screen.getByTestId('sniperflow-session').textContent).toBe('London session');
  });

  it('sends a pro user to /unauthorized', async () => {
    renderSniperflow(undefined, 'pro');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/unauthorized'));
  });
});
