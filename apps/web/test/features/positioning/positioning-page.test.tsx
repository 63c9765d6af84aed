import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeysForModule } from '../../../src/api/live-updates.ts';
import { queryKeys } from '../../../src/api/query-keys.ts';
import { positioningRoute, positioningRow } from '../../support/positioning-fixtures.ts';
import { renderApp } from '../../support/render-app.tsx';

const rows = [
  positioningRow('BTCUSDT', {
    exchange: 'mexc',
    funding_rate: 0.0001,
    funding_interval_hours: 8,
    funding_time: '2025-01-03T00:00:00.000Z',
    next_funding_time: '2025-01-03T08:00:00.000Z',
    open_interest: 88_000,
    open_interest_value: 9.5e9,
    oi_change_24h_pct: 1.5,
  }),
  positioningRow('ETHUSDT', { funding_rate: -0.0003, funding_interval_hours: 8, oi_change_24h_pct: 4 }),
  positioningRow('DOGEUSDT'),
];
const shown = () =>
  within(screen.getByTestId('positioning-table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('Positioning screen', () => {
  it('lists every symbol by 24 h OI change with help on every header; a missing value says why', async () => {
    renderApp('/positioning', { role: 'pro', routes: positioningRoute(rows) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Positioning' })).toBeTruthy();
    await waitFor(() => expect(shown()).toEqual(['ETHUSDT', 'BTCUSDT', 'DOGEUSDT']));
    const table = within(screen.getByTestId('positioning-table'));
    expect(table.getAllByTestId('column-help')).toHaveLength(13);
    const btc = within(table.getAllByRole('row')[2] as HTMLElement).getAllByRole('cell');
    expect(btc.map((c) => c.textContent)).toEqual([
      'BTCUSDT',
      '0.0100%',
      '+11.0%',
      '8h 00m',
      '$9.5B',
      '-',
      '-',
      '+1.50%',
      '-',
      '-',
      '-',
      '-',
      '-',
    ]);
    // MEXC gives no ratios: the dash says so
    expect(btc[8]?.title).toBe('not available on MEXC');
    expect(screen.getByTestId('positioning-count').textContent).toBe('3 of 3 symbols');
  });

  it('filters and sorts, keeping both in the URL', async () => {
    const { router } = renderApp('/positioning', { role: 'pro', routes: positioningRoute(rows) });
    await waitFor(() => expect(shown()).toHaveLength(3));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('positioning-filter-funding'), 'Negative');
    expect(shown()).toEqual(['ETHUSDT']);
    await user.selectOptions(screen.getByTestId('positioning-filter-funding'), 'All');
    await user.click(screen.getByTestId('positioning-sort-symbol'));
    expect(shown()).toEqual(['BTCUSDT', 'DOGEUSDT', 'ETHUSDT']);
    expect(router.state.location.search).toContain('sort=symbol');
  });

  it('is refreshed by the positioning stream event; a free user is refused', async () => {
    expect(queryKeysForModule('positioning')).toContainEqual(queryKeys.positioning);
    renderApp('/positioning', { role: 'free', routes: positioningRoute(rows) });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/unauthorized'));
  });
});
