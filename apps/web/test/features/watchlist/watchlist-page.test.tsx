import type { WatchlistItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '../../support/fake-fetch.ts';
import { json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';
import { snapshot } from '../volume/volume-fixtures.ts';

const items: WatchlistItem[] = [
  {
    id: 1,
    symbol: 'PEPEUSDT',
    stars: 5,
    tags: [{ id: 1, name: 'CPR' }],
    cap_category: 'Small',
    market_cap: 123456789,
  },
  { id: 2, symbol: 'BTCUSDT', stars: 3, tags: [], cap_category: 'Large', market_cap: 1.2e12 },
  { id: 3, symbol: 'ETHUSDT', stars: 5, tags: [], cap_category: 'Large', market_cap: null },
];
const modules = { cpr: 'CPR', ict: 'ICT' };

function open(routes: Record<string, FakeHandler | Response> = {}) {
  return renderApp('/watchlist', {
    role: 'free',
    routes: { 'GET watchlist/': json(200, items), 'GET watchlist/modules/': json(200, modules), ...routes },
  });
}

const symbolsIn = (key: string) =>
  within(screen.getByTestId(`watchlist-group-${key}`))
    .queryAllByTestId(/^watchlist-row-/)
    .map((r) => r.dataset.testid?.slice(14));
const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Watchlist', () => {
  it('lists the items grouped by stars with tags, category and market cap', async () => {
    open();
    await screen.findByTestId('watchlist-row-BTCUSDT');
    expect(screen.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeTruthy();
    expect(symbolsIn('stars-5')).toEqual(['PEPEUSDT', 'ETHUSDT']);
    expect(symbolsIn('stars-3')).toEqual(['BTCUSDT']);
    expect(screen.getByRole('button', { name: '⭐ 5 Star Group (2)' })).toBeTruthy();
    const pepe = within(screen.getByTestId('watchlist-row-PEPEUSDT'));
    expect(pepe.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '',
      'PEPEUSDT',
      '★★★★★×',
      'CPR×',
      '-',
      '-',
      '-',
      'Small',
      '$123,456,789',
      expect.stringContaining('Toggle tag…'),
    ]);
    expect(within(screen.getByTestId('watchlist-row-ETHUSDT')).getAllByRole('cell')[8]?.textContent).toBe(
      '-',
    );

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search symbol'), 'eth');
    expect(screen.getAllByTestId(/^watchlist-row-/)).toHaveLength(1);
    await user.clear(screen.getByLabelText('Search symbol'));
    await user.selectOptions(screen.getByLabelText('Category'), 'Small');
    expect(screen.getAllByTestId(/^watchlist-row-/)).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Category'), 'All Categories');
    await user.click(screen.getByLabelText('Sort by Category'));
    expect(symbolsIn('stars-5')).toEqual(['ETHUSDT', 'PEPEUSDT']);
    await user.selectOptions(screen.getByLabelText('Group by'), 'Group by Tags');
    expect(symbolsIn('tag-CPR')).toEqual(['PEPEUSDT']);
    expect(symbolsIn('untagged')).toEqual(['BTCUSDT', 'ETHUSDT']);
    await user.click(screen.getByRole('button', { name: 'Untagged (2)' }));
    expect(symbolsIn('untagged')).toEqual([]);
    // The first render loads the screen's modules: slow on a loaded machine.
  }, 15_000);

  it('applies stars to the selection, then clears it and reloads', async () => {
    const { server } = open({ 'POST watchlist/bulk-stars/': json(200, { detail: 'ok', updated: 2 }) });
    await screen.findByTestId('watchlist-row-BTCUSDT');
    const user = userEvent.setup();
    expect(button(/^Apply Stars/).disabled).toBe(true);
    await user.click(screen.getByLabelText('Select all in ⭐ 5 Star Group (2)'));
    expect(button(/^Apply Stars/).textContent).toBe('Apply Stars (2)');
    expect(button(/^Apply Stars/).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Stars to apply'), '0 Stars');
    await user.click(button(/^Apply Stars/));
    expect(await screen.findByText('Applied 0 stars to 2 items')).toBeTruthy();
    expect(server.calls.find((c) => c.path === 'watchlist/bulk-stars/')?.body).toEqual({
      ids: [1, 3],
      stars: 0,
    });
    expect(button(/^Remove Selected/).textContent).toBe('Remove Selected (0)');
    await waitFor(() => expect(server.calls.filter((c) => c.path === 'watchlist/')).toHaveLength(2));
  });

  it('applies and removes a module tag, toasting the detail or the fallback on failure', async () => {
    const { server } = open({
      'POST watchlist/bulk-tag/': json(200, { detail: 'ok', updated: 1 }),
      'POST watchlist/bulk-tag-remove/': json(400, {}),
    });
    await screen.findByTestId('watchlist-row-BTCUSDT');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Select BTCUSDT'));
    expect(button(/^Apply Tag/).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Tag module'), 'cpr');
    await user.click(button(/^Apply Tag/));
    expect(await screen.findByText('Applied cpr for 1 items')).toBeTruthy();
    expect(server.calls.find((c) => c.path === 'watchlist/bulk-tag/')?.body).toEqual({
      ids: [2],
      module: 'cpr',
    });
    await user.click(screen.getByLabelText('Select BTCUSDT'));
    await user.click(button(/^Remove Tag/));
    expect(await screen.findByText('❌ Failed to remove tag')).toBeTruthy();
  });

  it('shows the server detail when a tag cannot be applied, and removes the selection', async () => {
    const { server } = open({
      'POST watchlist/bulk-tag/': json(409, { detail: 'Unknown module' }),
      'POST watchlist/bulk-delete/': json(200, { detail: 'ok', updated: 1 }),
    });
    await screen.findByTestId('watchlist-row-BTCUSDT');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Select BTCUSDT'));
    await user.selectOptions(screen.getByLabelText('Tag module'), 'ict');
    await user.click(button(/^Apply Tag/));
    expect(await screen.findByText('Unknown module')).toBeTruthy();
    await user.click(screen.getByLabelText('Select BTCUSDT'));
    await user.click(button(/^Remove Selected/));
    // Asked first: Cancel removes nothing, 'Remove 1' goes ahead.
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Remove 1 symbol from your watchlist?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((c) => c.path === 'watchlist/bulk-delete/')).toBe(false);
    await user.click(button(/^Remove Selected/));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove 1' }));
    expect(await screen.findByText('Removed 1 items')).toBeTruthy();
  });

  it('toasts failed bulk stars and removal', async () => {
    open({ 'POST watchlist/bulk-stars/': json(400, {}), 'POST watchlist/bulk-delete/': json(400, {}) });
    await screen.findByTestId('watchlist-row-BTCUSDT');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Select BTCUSDT'));
    await user.selectOptions(screen.getByLabelText('Stars to apply'), '4 Stars');
    await user.click(button(/^Apply Stars/));
    expect(await screen.findByText('❌ Failed to apply bulk star update')).toBeTruthy();
    await user.click(screen.getByLabelText('Select BTCUSDT'));
    await user.click(button(/^Remove Selected/));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove 1' }));
    expect(await screen.findByText('❌ Failed to remove selected')).toBeTruthy();
  });

  it('toggles tags per row and updates stars', async () => {
    const { server } = open({
      'POST watchlist/1/toggle-tag/': json(400, {}),
      'POST watchlist/2/toggle-tag/': json(200, {}),
      'PATCH watchlist/2/': json(200, {}),
    });
    await screen.findByTestId('watchlist-row-BTCUSDT');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove tag CPR from PEPEUSDT' }));
    expect(await screen.findByText('❌ Tag toggle failed')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Tag module for BTCUSDT'), 'ict');
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === 'watchlist/2/toggle-tag/')?.body).toEqual({ tag: 'ict' }),
    );
    expect(server.calls.find((c) => c.path === 'watchlist/1/toggle-tag/')?.body).toEqual({ tag: 'CPR' });
    await user.click(screen.getByRole('button', { name: 'Set 4 stars for BTCUSDT' }));
    expect(await screen.findByText('Updated stars to 4')).toBeTruthy();
  });

  it('shows the empty state, and toasts failed loads', async () => {
    open({ 'GET watchlist/': json(200, []) });
    expect(await screen.findByText('Your watchlist is empty.')).toBeTruthy();
  });

  it('toasts when the list or the modules cannot be loaded', async () => {
    renderApp('/watchlist', { role: 'free' });
    expect(await screen.findByText('❌ Failed to fetch watchlist')).toBeTruthy();
    expect(await screen.findByText('❌ Failed to fetch tag modules')).toBeTruthy();
  });

  it('adds a symbol from the add box: completes the base, refuses a watched one, toasts the spec line', async () => {
    const meta = [
      { symbol: 'BTCUSDT', cap_category: 'Large', market_cap: 1.2e12 },
      { symbol: 'SOLUSDT', cap_category: 'Large', market_cap: 9e10 },
    ];
    const { server } = open({ 'GET cpr/symbol-meta/': json(200, meta), 'POST watchlist/': json(201, {}) });
    await screen.findByTestId('watchlist-row-BTCUSDT');
    const user = userEvent.setup();
    const input = screen.getByLabelText('Symbol to add');
    await user.type(input, 'btc');
    expect(await screen.findByText('BTCUSDT is already in your watchlist')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('watchlist-add-button').disabled).toBe(true);

    await user.clear(input);
    await user.type(input, 'sol{Enter}');
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'POST' && c.path === 'watchlist/')?.body).toEqual({
        symbol: 'SOLUSDT',
        stars: 1,
      }),
    );
    expect(await screen.findByText('✅ Added 1 to Watchlist')).toBeTruthy();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
  });

  it("shows each row's current signals from the CPR and Volume screens' calls", async () => {
    const insight = {
      symbol: 'BTCUSDT',
      daily_position: 'Above',
      weekly_position: null,
      monthly_position: null,
      daily_bias: 'Explosive',
      trend_probability: null,
      price: 65012.345,
      change_pct: -0.01234,
      updated_at: null,
    };
    const active = snapshot({ symbol: 'BTCUSDT', status: 'Active' });
    open({
      'GET cpr/cpr-insights/': json(200, [insight]),
      'GET volume/volume-snapshots/current/': json(200, [active]),
    });
    const btc = within(await screen.findByTestId('watchlist-row-BTCUSDT'));
    await waitFor(() =>
      expect(btc.getByTestId('watchlist-signals').textContent).toBe('CPR AboveExplosiveVol Active'),
    );
    expect(btc.getByTestId('watchlist-price').textContent).toBe('65,012.35');
    const change = btc.getByTestId('watchlist-change');
    expect([change.textContent, change.className]).toEqual(['-1.23%', 'text-danger']);
    const eth = within(screen.getByTestId('watchlist-row-ETHUSDT'));
    expect(eth.getByTestId('watchlist-signals').textContent).toBe('-');
    expect([
      eth.getByTestId('watchlist-price').textContent,
      eth.getByTestId('watchlist-change').textContent,
    ]).toEqual(['-', '-']);
    expect(screen.getAllByRole('button', { name: 'About Change %' }).length).toBeGreaterThan(0);
  });
});
