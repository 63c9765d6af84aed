import { defaultAdminSettings } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';
import { record } from './volatility-fixtures.ts';

const records = [
  record('BTCUSDT', {
    daily_subcategory: 'super_narrow',
    weekly_subcategory: 'narrow',
    daily_position: 'Above',
    weekly_position: 'Within',
    monthly_position: 'Below',
    daily_score: 6.5,
    daily_bias: 'Explosive',
    cap_category: 'Large',
  }),
  record('ETHUSDT', { daily_subcategory: 'super_narrow', daily_score: 2, cap_category: 'Large' }),
  record('PEPEUSDT', {
    daily_subcategory: 'super_narrow',
    daily_score: 4,
    is_virgin_cpr: true,
    cap_category: 'Small',
  }),
];

function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    if (blob) reader.readAsText(blob);
  });
}

const count = (key: string) => screen.getByTestId(`vol-count-${key}`).textContent;

afterEach(() => vi.restoreAllMocks());

describe('Volatility Dashboard', () => {
  it('shows the cards per timeframe with counts and colours, filtered by cap and weekly narrow', async () => {
    const { server } = renderApp('/dashboard', {
      role: 'free',
      routes: { 'GET cpr/bias-scores/': json(200, { data: records }) },
    });
    await waitFor(() => expect(count('daily_super_narrow')).toBe('3'));
    expect(screen.getByRole('heading', { level: 1, name: 'Volatility Dashboard' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Daily Volatility',
      'Weekly Volatility',
      'Monthly Volatility',
    ]);
    const daily = within(screen.getByTestId('vol-section-daily'));
    expect(
      daily
        .getAllByTestId(/^vol-card-/)
        .map((c) => [c.querySelector('.card-header')?.textContent, c.dataset.colour]),
    ).toEqual([
      ['Super Narrow', 'danger'],
      ['Narrow', 'warning'],
      ['Normal', 'secondary'],
      ['Inside Daily Trend', 'secondary'],
      ['Virgin Trend', 'secondary'],
    ]);
    expect(count('virgin_trend')).toBe('1');
    expect(server.calls.find((c) => c.path === 'cpr/bias-scores/')?.authorization).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Market cap'), 'Large');
    expect(count('daily_super_narrow')).toBe('2');
    await user.click(screen.getByLabelText('Only Weekly Narrow/Super Narrow'));
    expect(count('daily_super_narrow')).toBe('1');
    expect(count('virgin_trend')).toBe('0');
    expect((screen.getByTestId('vol-export-virgin_trend') as HTMLButtonElement).disabled).toBe(true);
  });

  it('toggles a detail table with Symbol, Pos (D/W/M), Bias, Score and Cap', async () => {
    renderApp('/dashboard', { role: 'free', routes: { 'GET cpr/bias-scores/': json(200, records) } });
    await waitFor(() => expect(count('daily_super_narrow')).toBe('3'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Super Narrow (daily)' }));
    const table = within(screen.getByTestId('vol-detail-daily_super_narrow'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Symbol',
      'Pos (D/W/M)',
      'Bias',
      'Score',
      'Cap',
      'Funding',
      'OI 24h',
    ]);
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['BTCUSDT', 'A/W/B', 'Explosive', '6.5', 'Large', '-', '-'],
      ['PEPEUSDT', 'W/W/W', 'Neutral', '4', 'Small', '-', '-'],
      ['ETHUSDT', 'W/W/W', 'Neutral', '2', 'Large', '-', '-'],
    ]);
    expect(screen.getByRole('button', { name: 'Super Narrow (daily)' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Super Narrow (daily)' }));
    expect(screen.queryByTestId('vol-detail-daily_super_narrow')).toBeNull();
  });

  it('exports a TradingView list named after the group, cap and narrow filter', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderApp('/dashboard', { role: 'free', routes: { 'GET cpr/bias-scores/': json(200, records) } });
    await waitFor(() => expect(count('daily_super_narrow')).toBe('3'));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('vol-export-daily_super_narrow'));
    expect(names).toEqual(['daily_super_narrow_all.txt']);
    expect(await readBlob(blobs[0])).toBe('MEXC:BTCUSDT.P\nMEXC:PEPEUSDT.P\nMEXC:ETHUSDT.P\n');
    expect(screen.queryByTestId('vol-detail-daily_super_narrow')).toBeNull();
  });

  it('exports with the configured default exchange for every user', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    };
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/dashboard', {
      role: 'free',
      routes: {
        'GET cpr/bias-scores/': json(200, records),
        'GET cpr/screen-settings/': json(200, {
          daily_cpr_map: defaultAdminSettings.daily_cpr_map,
          weekly_cpr_map: defaultAdminSettings.weekly_cpr_map,
          monthly_cpr_map: defaultAdminSettings.monthly_cpr_map,
          default_exchange: 'BYBIT',
        }),
      },
    });
    await waitFor(() => expect(count('virgin_trend')).toBe('1'));
    await userEvent.setup().click(screen.getByTestId('vol-export-virgin_trend'));
    expect(await readBlob(blobs[0])).toBe('BYBIT:PEPEUSDT.P\n');
  });

  it('adds a group one symbol at a time, toasting each failure and then the summary', async () => {
    const order: string[] = [];
    const { server } = renderApp('/dashboard', {
      role: 'free',
      routes: {
        'GET cpr/bias-scores/': json(200, records),
        'GET watchlist/': json(200, []),
        'POST watchlist/': (call) => {
          const { symbol } = call.body as { symbol: string };
          order.push(symbol);
          return symbol === 'ETHUSDT' ? json(409, { detail: 'Already there' }) : json(201, {});
        },
      },
    });
    await waitFor(() => expect(count('daily_super_narrow')).toBe('3'));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('vol-watchlist-daily_super_narrow'));
    expect(await screen.findByText('❌ ETHUSDT failed')).toBeTruthy();
    expect(await screen.findByText('2 symbols added')).toBeTruthy();
    expect(order).toEqual(['BTCUSDT', 'PEPEUSDT', 'ETHUSDT']);
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { symbol: 'BTCUSDT' },
      { symbol: 'PEPEUSDT' },
      { symbol: 'ETHUSDT' },
    ]);
  });

  it('re-adding a group adds only the symbols not watched yet, with one summary toast', async () => {
    const { server } = renderApp('/dashboard', {
      role: 'free',
      routes: {
        'GET cpr/bias-scores/': json(200, records),
        'GET watchlist/': json(200, [
          { id: 1, symbol: 'BTCUSDT', stars: 1, tags: [], cap_category: 'Large', market_cap: 1.2e12 },
          { id: 2, symbol: 'ETHUSDT', stars: 1, tags: [], cap_category: 'Large', market_cap: 4e11 },
        ]),
        'POST watchlist/': json(201, {}),
      },
    });
    await waitFor(() => expect(count('daily_super_narrow')).toBe('3'));
    await userEvent.setup().click(screen.getByTestId('vol-watchlist-daily_super_narrow'));
    expect(await screen.findByText('1 symbols added, 2 already in your watchlist')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { symbol: 'PEPEUSDT' },
    ]);
    expect(screen.queryByText(/failed/)).toBeNull();
  });

  it('shows a failed load in a danger alert', async () => {
    renderApp('/dashboard', { role: 'free', routes: { 'GET cpr/bias-scores/': json(404, {}) } });
    expect((await screen.findByTestId('vol-error')).textContent).toBe('Failed to load bias scores');
    expect(screen.getByTestId('vol-empty')).toBeTruthy();
  });
});
