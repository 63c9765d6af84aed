import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';
import { cprRow, insight } from './screener-fixtures.ts';

const many = Array.from({ length: 25 }, (_, i) =>
  cprRow(`S${String(i).padStart(2, '0')}USDT`, { daily_subcategory: 'super_narrow' }),
);

afterEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

describe('Trend Screener data', () => {
  it('loads another timeframe and shows its load error in a danger alert', async () => {
    const { server } = renderApp('/cpr', {
      role: 'free',
      routes: {
        'GET cpr/cpr-data/?range=daily': json(200, [
          cprRow('BTCUSDT', { daily_subcategory: 'super_narrow' }),
        ]),
        'GET cpr/cpr-data/?range=weekly': json(404, {}),
        'GET cpr/cpr-data/?range=monthly': json(400, {
          detail: 'range must be one of daily, weekly, monthly.',
        }),
      },
    });
    await screen.findByTestId('cpr-row-BTCUSDT');
    expect(screen.getByTestId('cpr-error').textContent).toBe(
      'Failed to load CPR insightsFailed to load symbol meta',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Weekly' }));
    expect((await screen.findByTestId('cpr-error')).textContent).toContain('Failed to load weekly CPR');
    expect(screen.getByTestId('cpr-empty').textContent).toBe('No CPR Data Available');
    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    await waitFor(() =>
      expect(screen.getByTestId('cpr-error').textContent).toContain(
        'range must be one of daily, weekly, monthly.',
      ),
    );
    expect(server.calls.filter((c) => c.path.startsWith('cpr/cpr-data/')).map((c) => c.path)).toEqual([
      'cpr/cpr-data/?range=daily',
      'cpr/cpr-data/?range=weekly',
      'cpr/cpr-data/?range=monthly',
    ]);
  });

  it('shows a spinner while the rows load', async () => {
    renderApp('/cpr', {
      role: 'free',
      routes: { 'GET cpr/cpr-data/?range=daily': () => new Promise<Response>(() => undefined) },
    });
    expect(await screen.findByText('Loading CPR data...')).toBeTruthy();
    expect(screen.queryByTestId('cpr-empty')).toBeNull();
  });

  it('shows "Unknown" update times and the empty state without data', async () => {
    renderApp('/cpr', { role: 'free', routes: { 'GET cpr/cpr-data/?range=daily': json(200, []) } });
    expect(await screen.findByText('No CPR Data Available')).toBeTruthy();
    expect(screen.getByTestId('data-updated').textContent).toBe('Data Updated: Unknown');
    expect(screen.getByTestId('insights-updated').textContent).toBe('Insights Updated: Unknown');
  });

  it('uses the configured maps from cpr/screen-settings/ for every user', async () => {
    const map = (a: string, b: string) => [
      [0.002, `${a} Tight`, a],
      [0.01, `${b} Loose`, b],
      [1, 'Rest', 'rest'],
    ];
    const { server } = renderApp('/cpr', {
      role: 'free',
      routes: {
        'GET cpr/screen-settings/': json(200, {
          daily_cpr_map: map('tight', 'loose'),
          weekly_cpr_map: map('tight', 'loose'),
          monthly_cpr_map: map('tight', 'loose'),
          default_exchange: 'BYBIT',
        }),
        'GET cpr/cpr-data/?range=daily': json(200, [cprRow('BTCUSDT', { daily_subcategory: 'tight' })]),
      },
    });
    expect(await screen.findByRole('tab', { name: 'tight Tight' })).toBeTruthy();
    expect(screen.getByTestId('cpr-row-BTCUSDT')).toBeTruthy();
    expect(server.calls.some((c) => c.path === 'cpr/screen-settings/')).toBe(true);
    expect(server.calls.some((c) => c.path === 'admin/settings/')).toBe(false);
  });

  it('paginates each group, remembering rows per page in session storage', async () => {
    renderApp('/cpr', { role: 'free', routes: { 'GET cpr/cpr-data/?range=daily': json(200, many) } });
    await screen.findByTestId('cpr-row-S00USDT');
    expect(screen.getAllByTestId(/^cpr-row-/)).toHaveLength(20);
    const user = userEvent.setup();
    const pages = screen.getByTestId('cpr-pagination-stars-0');
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByTestId(/^cpr-row-/)).toHaveLength(5);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '30');
    expect(screen.getAllByTestId(/^cpr-row-/)).toHaveLength(25);
    expect(window.sessionStorage.getItem('cpr_rows_per_page')).toBe('30');
  });

  it('starts from the stored rows per page', async () => {
    window.sessionStorage.setItem('cpr_rows_per_page', '10');
    renderApp('/cpr', { role: 'free', routes: { 'GET cpr/cpr-data/?range=daily': json(200, many) } });
    await screen.findByTestId('cpr-row-S00USDT');
    expect(screen.getAllByTestId(/^cpr-row-/)).toHaveLength(10);
    expect((screen.getByLabelText('Rows per page') as HTMLSelectElement).value).toBe('10');
  });

  it('reloads insights and symbol meta on the chosen interval, not the CPR rows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = renderApp('/cpr', {
      role: 'free',
      routes: {
        'GET cpr/cpr-data/?range=daily': json(200, [
          cprRow('BTCUSDT', { daily_subcategory: 'super_narrow' }),
        ]),
        'GET cpr/cpr-insights/': json(200, [insight('BTCUSDT')]),
        'GET cpr/symbol-meta/': json(200, []),
      },
    });
    await screen.findByTestId('cpr-row-BTCUSDT');
    const count = (path: string) => server.calls.filter((c) => c.path === path).length;
    expect((screen.getByLabelText('Refresh interval') as HTMLSelectElement).value).toBe('60000');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(count('cpr/cpr-insights/')).toBe(2));
    expect(count('cpr/symbol-meta/')).toBe(2);
    expect(count('cpr/cpr-data/?range=daily')).toBe(1);
  });
});
