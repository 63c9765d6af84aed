import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeysForModule } from '../../../src/api/live-updates.ts';
import { queryKeys } from '../../../src/api/query-keys.ts';
import { VOLUME_ROWS_KEY } from '../../../src/features/volume/volume-settings.ts';
import { formatUpdated } from '../../../src/lib/time-format.ts';
import { type FakeHandler, json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';
import { snapshot, snapshots } from './volume-fixtures.ts';

const CURRENT = 'GET volume/volume-snapshots/current/';
const shown = () => screen.getAllByTestId(/^volume-row-/).map((row) => row.dataset.testid?.slice(11));

function renderVolume(routes: Record<string, FakeHandler | Response> = { [CURRENT]: json(200, snapshots) }) {
  const view = renderApp('/volume', { role: 'free', routes });
  const count = () => view.server.calls.filter((c) => c.path === 'volume/volume-snapshots/current/').length;
  return { ...view, count };
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('Volume Activity Dashboard', () => {
  it('lists the snapshots by z-score with Last Updated, eight sortable columns, alert tint and z colours', async () => {
    const { server } = renderVolume();
    expect(await screen.findByRole('heading', { level: 1, name: 'Volume Activity Dashboard' })).toBeTruthy();
    await screen.findByTestId('volume-row-BTCUSDT');
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', 'NEWUSDT', 'SOLUSDT', 'XRPUSDT']);
    expect(screen.getByTestId('volume-last-updated').textContent).toBe(
      `Last Updated: ${formatUpdated('2025-01-02T10:00:00.000Z', 'UTC')} · London session`,
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Symbol',
      'Status',
      'Confidence',
      'Actual Volume',
      'Expected Volume',
      'Volume Ratio',
      'Change %',
      'Z-Score ▼',
      'Funding',
      'OI 24h',
    ]);
    const btc = screen.getByTestId('volume-row-BTCUSDT');
    expect(btc.className).toContain('volume-alert');
    expect(screen.getByTestId('volume-row-ETHUSDT').className).not.toContain('volume-alert');
    expect(within(btc).getByTestId('volume-z').dataset.tone).toBe('high');
    expect(within(screen.getByTestId('volume-row-XRPUSDT')).getByTestId('volume-z').dataset.tone).toBe('low');
    expect(within(screen.getByTestId('volume-row-SOLUSDT')).getByTestId('volume-z').dataset.tone).toBe(
      'none',
    );
    expect(within(btc).getByText('Active').className).toContain('bg-success');
    expect(within(btc).getByText('🔥')).toBeTruthy();
    expect(within(btc).getByTestId('volume-stars').textContent).toBe('★4');
    // expected volume, ratio and change, then funding and OI change (no positioning served here)
    expect(within(screen.getByTestId('volume-row-NEWUSDT')).getAllByText('-')).toHaveLength(5);
    expect(server.calls.find((c) => c.path === 'volume/volume-snapshots/current/')?.authorization).toBe(
      'Bearer access-1',
    );
  });

  it('filters by Status, Stars and Watchlist Only', async () => {
    renderVolume();
    await screen.findByTestId('volume-row-BTCUSDT');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Silent');
    expect(shown()).toEqual(['NEWUSDT', 'XRPUSDT']);
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.selectOptions(screen.getByLabelText('Stars'), '2');
    expect(shown()).toEqual(['SOLUSDT']);
    await user.selectOptions(screen.getByLabelText('Stars'), '5');
    expect(screen.getByTestId('volume-empty')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Stars'), 'All');
    await user.click(screen.getByLabelText('Watchlist Only'));
    expect(shown()).toEqual(['BTCUSDT', 'SOLUSDT']);
    expect(screen.getByTestId('volume-count').textContent).toBe('2 of 5 symbols');
  });

  it('opens with the filters and sort the URL names', async () => {
    renderApp('/volume?status=Silent&sort=symbol&dir=desc', {
      role: 'free',
      routes: { [CURRENT]: json(200, snapshots) },
    });
    await screen.findByTestId('volume-row-XRPUSDT');
    expect(shown()).toEqual(['XRPUSDT', 'NEWUSDT']);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('Silent');
  });

  it('sorts by every column; the same column again toggles', async () => {
    renderVolume();
    await screen.findByTestId('volume-row-BTCUSDT');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sort by Symbol' }));
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', 'NEWUSDT', 'SOLUSDT', 'XRPUSDT']);
    await user.click(screen.getByRole('button', { name: 'Sort by Symbol' }));
    expect(shown()).toEqual(['XRPUSDT', 'SOLUSDT', 'NEWUSDT', 'ETHUSDT', 'BTCUSDT']);
    await user.click(screen.getByRole('button', { name: 'Sort by Actual Volume' }));
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', 'NEWUSDT', 'SOLUSDT', 'XRPUSDT']);
    await user.click(screen.getByRole('button', { name: 'Sort by Change %' }));
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'NEWUSDT']);
    await user.click(screen.getByRole('button', { name: 'Sort by Status' }));
    expect(shown()[0]).toBe('BTCUSDT');
    for (const name of ['Confidence', 'Expected Volume', 'Volume Ratio', 'Z-Score']) {
      await user.click(screen.getByRole('button', { name: `Sort by ${name}` }));
      expect(screen.getByRole('button', { name: `Sort by ${name}` }).textContent).toContain('▼');
    }
  });

  it('pages the rows, and remembers the rows per page in session storage', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      snapshot({ symbol: `S${String(i).padStart(2, '0')}USDT`, z_score: -i / 10 }),
    );
    const first = renderVolume({ [CURRENT]: json(200, many) });
    await screen.findByTestId('volume-row-S00USDT');
    expect(shown()).toHaveLength(20);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(shown()).toEqual(['S40USDT', 'S41USDT', 'S42USDT', 'S43USDT', 'S44USDT']);
    await user.selectOptions(screen.getByLabelText('Rows'), '10');
    expect(shown()).toHaveLength(10);
    expect(shown()[0]).toBe('S00USDT');
    expect(window.sessionStorage.getItem(VOLUME_ROWS_KEY)).toBe('10');
    first.unmount();

    renderVolume({ [CURRENT]: json(200, many) });
    await screen.findByTestId('volume-row-S00USDT');
    expect(shown()).toHaveLength(10);
    expect((screen.getByLabelText('Rows') as HTMLSelectElement).value).toBe('10');
  });

  it('opens a modal of the symbol\u2019s sessions today, or "No data available for today."', async () => {
    renderVolume({
      [CURRENT]: json(200, snapshots),
      'GET volume/volume-snapshots/BTCUSDT/': json(200, [
        snapshot({
          symbol: 'BTCUSDT',
          session: 'Asia',
          session_start: '2025-01-02T00:00:00.000Z',
          timestamp: '2025-01-02T07:00:00.000Z',
        }),
        snapshot({ symbol: 'BTCUSDT', alert_triggered: true, z_score: 2.4, status: 'Active', emoji: '🔥' }),
      ]),
      'GET volume/volume-snapshots/ETHUSDT/': json(200, []),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('volume-row-BTCUSDT'));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('BTCUSDT — sessions today')).toBeTruthy();
    await within(modal).findByTestId('volume-session-Asia');
    expect(within(modal).getByTestId('volume-session-London').className).toContain('volume-alert');
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'ETHUSDT sessions today' }));
    expect((await screen.findByTestId('volume-modal-empty')).textContent).toBe(
      'No data available for today.',
    );
  });

  it('shows an empty sessions table when that load fails', async () => {
    renderVolume({
      [CURRENT]: json(200, snapshots),
      'GET volume/volume-snapshots/SOLUSDT/': json(404, { detail: 'Unknown symbol: SOLUSDT.' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('volume-row-SOLUSDT'));
    const table = await screen.findByTestId('volume-modal-table');
    expect(within(table).queryAllByRole('row')).toHaveLength(1);
    expect(screen.queryByTestId('volume-modal-empty')).toBeNull();
  });

  it('shows the server detail of a failed load, else "Failed to load volume snapshot data"', async () => {
    const failing = renderVolume({ [CURRENT]: json(404, {}) });
    const alert = await screen.findByTestId('volume-error');
    expect(alert.textContent).toBe('Failed to load volume snapshot data');
    expect(alert.className).toContain('alert-danger');
    failing.unmount();
    renderVolume({ [CURRENT]: json(400, { detail: 'Unknown query key.' }) });
    expect((await screen.findByTestId('volume-error')).textContent).toBe('Unknown query key.');
  });

  it('refreshes on Refresh and on the volume stream module', async () => {
    const { count, queryClient } = renderVolume();
    await screen.findByTestId('volume-row-BTCUSDT');
    expect(count()).toBe(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(count()).toBe(2));
    for (const key of queryKeysForModule('volume')) await queryClient.invalidateQueries({ queryKey: key });
    await waitFor(() => expect(count()).toBe(3));
    const covered = (key: readonly string[]) =>
      queryKeysForModule('volume').some((prefix) => prefix.every((part, i) => key[i] === part));
    expect(covered(queryKeys.volumeCurrent)).toBe(true);
    expect(covered(queryKeys.volumeSessions('BTCUSDT'))).toBe(true);
  });
});
