import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { positioningRoute, positioningRow } from '../../support/positioning-fixtures.ts';
import { renderApp } from '../../support/render-app.tsx';
import { screenRoutes } from './screener-fixtures.ts';

const rowOf = (symbol: string) => screen.getByTestId(`cpr-row-${symbol}`);
const shownSymbols = () => screen.queryAllByTestId(/^cpr-row-/).map((r) => r.dataset.testid?.slice(8));

afterEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

describe('Trend Screener', () => {
  it('shows the rows of the first subcategory tab, scored, coloured and grouped by stars', async () => {
    const positioning = positioningRoute([
      positioningRow('BTCUSDT', {
        funding_rate: 0.0001,
        funding_interval_hours: 8,
        oi_change_24h_pct: 2.345,
      }),
    ]);
    const { server } = renderApp('/cpr', { role: 'free', routes: { ...screenRoutes(), ...positioning } });
    await screen.findByTestId('cpr-row-BTCUSDT');
    await waitFor(() =>
      expect(within(rowOf('BTCUSDT')).getByTestId('funding-cell').textContent).toBe('0.0100%'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Trend Screener' })).toBeTruthy();
    expect(screen.getByTestId('data-updated').textContent).toContain('3 Jan 2025');
    expect(screen.getByTestId('insights-updated').textContent).toMatch(/Insights Updated: 3 Jan 2025/);
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace(/\d+$/, ''))).toEqual([
      'Super Narrow',
      'Narrow',
      'Normal',
      'Wide',
      '80-100%',
      '60-80%',
      '40-60%',
      '0-40%',
      'Unknown',
    ]);
    expect(screen.getByRole('tab', { name: 'Super Narrow' }).getAttribute('aria-selected')).toBe('true');
    expect(shownSymbols()).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    expect(screen.getByRole('button', { name: '⭐ 4 Star Group (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '⭐ 0 Star Group (2)' })).toBeTruthy();

    const btc = within(rowOf('BTCUSDT'));
    // trend 2 + 2 (daily and weekly super narrow), bias 2 + 1.5 + 1 + 2 → 10.5
    expect(btc.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '',
      'BTCUSDT',
      '✓',
      '4',
      '6.5',
      '10.5',
      'Explosive',
      '0.084',
      '91%Open',
      '0.0100%',
      '+2.35%',
      '★★★★★×',
    ]);
    expect(within(rowOf('BTCUSDT')).getByTestId('funding-cell').title).toBe('+11.0% a year');
    // no positioning row: dashes, with why
    expect(within(rowOf('ETHUSDT')).getByTestId('oi24h-cell').textContent).toBe('-');
    expect(rowOf('BTCUSDT').dataset.colour).toBe('success');
    expect(btc.queryByRole('checkbox')).toBeNull();
    expect(within(rowOf('ETHUSDT')).getAllByRole('cell')[7]?.textContent).toBe('-');
    expect(within(rowOf('ETHUSDT')).getAllByRole('cell')[8]?.textContent).toBe('-');
    expect(within(rowOf('SOLUSDT')).getByRole('button', { name: 'Add SOLUSDT to watchlist' })).toBeTruthy();
    expect(rowOf('SOLUSDT').dataset.colour).toBe('danger');
    expect(server.calls.some((c) => c.path === 'admin/settings/')).toBe(false);
    expect(server.calls.find((c) => c.path.startsWith('cpr/'))?.authorization).toBeNull();
  });

  it('searches after 300 ms, filters and switches tabs', async () => {
    renderApp('/cpr', { role: 'free', routes: screenRoutes() });
    await screen.findByTestId('cpr-row-BTCUSDT');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search symbol'), 'eth');
    expect(shownSymbols()).toHaveLength(3);
    await waitFor(() => expect(shownSymbols()).toEqual(['ETHUSDT']));
    await user.clear(screen.getByLabelText('Search symbol'));
    await waitFor(() => expect(shownSymbols()).toHaveLength(3));

    await user.selectOptions(screen.getByLabelText('CPR filter'), 'Only Virgin CPR');
    expect(shownSymbols()).toEqual(['BTCUSDT']);
    await user.selectOptions(screen.getByLabelText('CPR filter'), 'Non-Virgin CPR');
    await user.selectOptions(screen.getByLabelText('Bias filter'), 'Trending');
    expect(shownSymbols()).toEqual(['ETHUSDT']);
    await user.selectOptions(screen.getByLabelText('Bias filter'), 'All Bias');
    await user.selectOptions(screen.getByLabelText('Stars filter'), '4 Stars');
    expect(screen.getByTestId('cpr-no-match').textContent).toBe('No symbols match the filters.');
    await user.selectOptions(screen.getByLabelText('Stars filter'), 'All Stars');
    await user.selectOptions(screen.getByLabelText('CPR filter'), 'All CPR');

    await user.click(screen.getByRole('tab', { name: 'Narrow' }));
    expect(shownSymbols()).toEqual(['XRPUSDT']);
    await user.click(screen.getByRole('tab', { name: '80-100%' }));
    expect(shownSymbols()).toEqual(['BTCUSDT']);
    await user.click(screen.getByLabelText('Show Trend Tabs'));
    expect(screen.queryByRole('tab', { name: '80-100%' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Super Narrow' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sorts, toggles the direction and groups by bias or not at all', async () => {
    renderApp('/cpr', { role: 'free', routes: screenRoutes() });
    await screen.findByTestId('cpr-row-BTCUSDT');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Grouping'), 'No Grouping');
    expect(shownSymbols()).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    const sortBar = within(screen.getByRole('group', { name: 'Sort by' }));
    await user.click(sortBar.getByRole('button', { name: 'Total' }));
    expect(shownSymbols()).toEqual(['SOLUSDT', 'ETHUSDT', 'BTCUSDT']);
    await user.click(sortBar.getByRole('button', { name: 'Width %' }));
    expect(shownSymbols()).toEqual(['BTCUSDT', 'SOLUSDT', 'ETHUSDT']);
    await user.click(screen.getByRole('button', { name: 'Sort by Width %' }));
    expect(shownSymbols()).toEqual(['SOLUSDT', 'BTCUSDT', 'ETHUSDT']);
    expect(
      screen
        .getAllByRole('columnheader')
        .find((h) => h.textContent?.startsWith('Width'))
        ?.getAttribute('aria-sort'),
    ).toBe('descending');

    await user.selectOptions(screen.getByLabelText('Grouping'), 'Group by Daily Bias');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '📈 Bias: Explosive (1)',
      '📈 Bias: Trending (1)',
      '📈 Bias: Neutral (1)',
    ]);
  });
});
