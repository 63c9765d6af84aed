import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';
import { screenRoutes } from './screener-fixtures.ts';

describe('Trend Screener watchlist actions', () => {
  it('adds the selected symbols in parallel with 1 star, then reloads the watchlist', async () => {
    const posted: unknown[] = [];
    const { server } = renderApp('/cpr', {
      role: 'free',
      routes: screenRoutes({
        'POST watchlist/': (call) => {
          posted.push(call.body);
          return json(201, {});
        },
      }),
    });
    await screen.findByTestId('cpr-row-BTCUSDT');
    const user = userEvent.setup();
    const addSelected = screen.getByTestId('cpr-add-selected');
    expect(addSelected.textContent).toBe('Add Selected to Watchlist (0)');
    expect((addSelected as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('Select ETHUSDT'));
    await user.click(screen.getByLabelText('Select SOLUSDT'));
    expect(addSelected.textContent).toBe('Add Selected to Watchlist (2)');
    await user.click(addSelected);
    expect(await screen.findByText('✅ Added 2 to Watchlist')).toBeTruthy();
    expect(posted).toEqual([
      { symbol: 'ETHUSDT', stars: 1 },
      { symbol: 'SOLUSDT', stars: 1 },
    ]);
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === 'watchlist/' && c.method === 'GET')).toHaveLength(2),
    );
    expect(screen.getByTestId('cpr-add-selected').textContent).toBe('Add Selected to Watchlist (0)');
  });

  it('toasts a failed add and a failed star update; a star click PATCHes', async () => {
    const { server } = renderApp('/cpr', {
      role: 'free',
      routes: screenRoutes({
        'POST watchlist/': json(409, { detail: 'Already on the watchlist.' }),
        'PATCH watchlist/9/': (call) =>
          (call.body as { stars: number }).stars === 2 ? json(200, {}) : json(400, { detail: 'no' }),
      }),
    });
    await screen.findByTestId('cpr-row-BTCUSDT');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add SOLUSDT to watchlist' }));
    expect(await screen.findByText('❌ Failed to add to Watchlist')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set 2 stars for BTCUSDT' }));
    expect(await screen.findByText('Updated stars to 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset stars for BTCUSDT' }));
    expect(await screen.findByText('❌ Failed to update stars')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { stars: 2 },
      { stars: 0 },
    ]);
  });
});
