import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';
import { trade, trades, tradesPageRoute } from './trades-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const shown = () =>
  screen.queryAllByTestId(/^ict-trade-row-/).map((row) => Number(row.dataset.testid?.slice(14)));
const stat = (name: string) => screen.getByTestId(`ict-summary-${name}`).textContent;

function renderTrades(
  routes: Record<string, FakeHandler | Response> = { 'GET ict/trades/page/': tradesPageRoute(trades) },
) {
  const view = renderApp('/ict/trades', { role: 'pro', routes });
  const count = () => view.server.calls.filter((c) => c.path.startsWith('ict/trades/page/')).length;
  return { ...view, count };
}

async function pick(filter: string, ...labels: string[]) {
  const user = userEvent.setup();
  await user.click(screen.getByTestId(`ict-trades-filter-${filter}-toggle`));
  const menu = within(screen.getByTestId(`ict-trades-filter-${filter}`));
  for (const label of labels) await user.click(menu.getByLabelText(label));
}

describe('ICT Trades', () => {
  it('lists the trades newest first with the spec columns and Status', async () => {
    const { server } = renderTrades();
    await screen.findByTestId('ict-trade-row-6');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ICT Trades');
    expect(shown()).toEqual([6, 5, 4, 3, 2, 1]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Symbol',
      'Bias',
      'Entry Zone',
      'SL',
      'TP1',
      'TP2',
      'Current',
      'P(TP1)i',
      'Reasons',
      'Generated ▼',
      'Status',
    ]);
    const cells = within(screen.getByTestId('ict-trade-row-4'))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(0, 7)).toEqual([
      '1000PEPEUSDT',
      'Bearish',
      '0.000012340 – 0.000012450',
      '0.000012800',
      '0.0000118002R',
      '0.0000112004R',
      '0.000011900',
    ]);
    expect(cells[7]).toBe('41%');
    expect(cells[8]).toBe('HTF Bias BearishLTF OTE ZoneLiquidity Sweep');
    expect(cells[10]).toBe('TP1 hit'); // still live: its honest R is not known yet
    expect(within(screen.getByTestId('ict-trade-row-6')).getAllByRole('cell')[2]?.textContent).toBe(
      '64,000.00 – 64,500.00',
    );
    expect(within(screen.getByTestId('ict-trade-row-1')).getAllByRole('cell')[6]?.textContent).toBe('-');
    expect(server.calls.find((c) => c.path.startsWith('ict/trades/page/'))?.authorization).toBe(
      'Bearer access-1',
    );
  });

  it('highlights a row whose current price lies in the entry zone, edges included', async () => {
    renderTrades();
    await screen.findByTestId('ict-trade-row-6');
    const inZone = screen.getAllByTestId(/^ict-trade-row-/).map((row) => row.dataset.inZone);
    expect(inZone).toEqual(['true', 'true', 'false', 'false', 'false', 'false']);
    expect(screen.getByTestId('ict-trade-row-6').className).toContain('row-in-zone');
    expect(screen.getByTestId('ict-trade-row-5').className).toContain('row-in-zone');
    expect(screen.getByTestId('ict-trade-row-4').className).not.toContain('row-in-zone');
  });

  it('filters by symbol text, case-insensitive', async () => {
    renderTrades();
    await screen.findByTestId('ict-trade-row-6');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Symbol filter'), 'btc');
    expect(shown()).toEqual([6, 2]);
    expect(screen.getByTestId('ict-trades-count').textContent).toBe('2 of 6 trades');
    await user.clear(screen.getByLabelText('Symbol filter'));
    expect(shown()).toHaveLength(6);
  });

  it('filters by any of the chosen biases', async () => {
    renderTrades();
    await screen.findByTestId('ict-trade-row-6');
    await pick('bias', 'Bearish');
    expect(shown()).toEqual([5, 4]);
    expect(screen.getByTestId('ict-trades-filter-bias-toggle').textContent).toBe('Bias: Bearish');
    await pick('bias', 'Neutral');
    expect(shown()).toEqual([5, 4, 2]);
    expect(screen.getByTestId('ict-trades-filter-bias-toggle').textContent).toBe('Bias: Bearish, Neutral');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(shown()).toHaveLength(6);
    expect(screen.getByTestId('ict-trades-filter-bias-toggle').textContent).toBe('Bias: All');
  });

  it('filters by reasons, keeping trades with every chosen reason', async () => {
    renderTrades();
    await screen.findByTestId('ict-trade-row-6');
    await pick('reasons', 'Liquidity Sweep');
    expect(shown()).toEqual([5, 4]);
    await pick('reasons', 'LTF OTE Zone');
    expect(shown()).toEqual([4]);
    const menu = within(screen.getByTestId('ict-trades-filter-reasons'));
    expect(menu.getAllByRole('checkbox')).toHaveLength(11);
  });

  it('filters by status and shows each status as a badge', async () => {
    renderTrades();
    await screen.findByTestId('ict-trade-row-6');
    const badges = screen.getAllByTestId('ict-trade-status').map((b) => b.textContent);
    expect(badges).toEqual(['Open', 'Triggered', 'TP1 hit', 'TP2 hit', 'Stopped', 'Expired']);
    await pick('status', 'TP1 hit', 'TP2 hit', 'Stopped');
    expect(shown()).toEqual([4, 3, 2]);
    expect(screen.getByTestId('ict-trades-filter-status-toggle').textContent).toBe('Status: 3 selected');
  });

  it('summarises the listed trades: counts by status, hit rates and average R', async () => {
    renderTrades();
    await screen.findByTestId('ict-trade-row-6');
    expect(stat('trades')).toBe('6');
    expect(stat('count-open')).toBe('Open 1');
    expect(stat('count-stopped')).toBe('Stopped 1');
    expect([stat('tp1-rate'), stat('tp2-rate'), stat('stop-rate'), stat('expired-rate')]).toEqual([
      '67%',
      '33%',
      '33%',
      '20%',
    ]);
    expect(stat('average-r')).toBe('+0.25R');

    await pick('bias', 'Bearish');
    expect(stat('trades')).toBe('2');
    expect(stat('count-triggered')).toBe('Triggered 1');
    expect(stat('count-tp1')).toBe('TP1 hit 1');
    expect(stat('count-tp2')).toBe('TP2 hit 0');
    expect([stat('tp1-rate'), stat('tp2-rate'), stat('stop-rate'), stat('expired-rate')]).toEqual([
      '100%',
      '0%',
      '0%',
      '0%',
    ]);
    expect(stat('average-r')).toBe('-'); // the TP1 trade is still live: its honest R is unknown
  });

  it('shows "No Trades Found" and empty figures without trades', async () => {
    renderTrades({ 'GET ict/trades/page/': tradesPageRoute([]) });
    expect((await screen.findByTestId('ict-trades-empty')).textContent).toMatch(/^No Trades Found/);
    expect(stat('tp1-rate')).toBe('-');
    expect(stat('average-r')).toBe('-');
  });

  it('says why there are no trades on a replayed data set', async () => {
    renderTrades({
      'GET ict/trades/page/': tradesPageRoute([]),
      'GET health/': json(200, {
        status: 'ok',
        source: 'files',
        mode: 'replay',
        replay_from: '2025-08-29T00:00:00.000Z',
        data_as_of: '2025-09-01T00:00:00.000Z',
        exchange: 'BINANCE',
        exchange_status: null,
        loading: false,
        now: '2025-09-01T00:00:00.000Z',
        stale: false,
      }),
    });
    expect((await screen.findByText(/No setup produced a trade in the replayed days/)).textContent).toBe(
      'No setup produced a trade in the replayed days (2025-08-29 00:00 UTC to 2025-09-01 00:00 UTC).',
    );
    expect(screen.getByTestId('ict-trades-empty').textContent).toMatch(/^No Trades Found/);
  });

  it('shows "No Trades Found" when the filters leave none', async () => {
    renderTrades();
    await screen.findByTestId('ict-trade-row-6');
    await userEvent.setup().type(screen.getByLabelText('Symbol filter'), 'zzz');
    expect(screen.getByTestId('ict-trades-empty').textContent).toBe(
      'No Trades FoundNo trade matches the filters.',
    );
    expect(stat('trades')).toBe('0');
  });

  it('logs "Failed to fetch trades" on a failed load, without a toast', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTrades({ 'GET ict/trades/page/': json(500, { detail: 'Database unavailable.' }) });
    expect((await screen.findByTestId('ict-trades-empty', {}, { timeout: 5000 })).textContent).toBe(
      'No Trades Found',
    );
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to fetch trades', expect.anything()));
    expect(screen.queryByText('Database unavailable.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refreshes every 10 s while Auto Refresh is on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { count } = renderTrades();
    await screen.findByTestId('ict-trade-row-6');
    const toggle = screen.getByLabelText('Auto Refresh') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(count()).toBe(2));
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(toggle);
    expect(toggle.checked).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(count()).toBe(2);
  });

  it('lists 50 trades a page, and a new filter goes back to the first page', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      trade(120 - i, i % 2 === 0 ? 'BTCUSDT' : 'ETHUSDT', {
        created_at: new Date(Date.UTC(2025, 0, 2) - i * 300_000).toISOString(),
      }),
    );
    renderTrades({ 'GET ict/trades/page/': tradesPageRoute(many) });
    await screen.findByTestId('ict-trade-row-120');
    expect(shown()).toEqual(Array.from({ length: 50 }, (_, i) => 120 - i));
    const pages = within(screen.getByTestId('ict-trades-pagination'));
    const user = userEvent.setup();
    await user.click(pages.getByLabelText('Page 3'));
    expect(shown()).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    expect(pages.getByLabelText('Page 3').closest('[aria-current]')?.getAttribute('aria-current')).toBe(
      'page',
    );
    await user.type(screen.getByTestId('ict-trades-filter-symbol'), 'eth');
    // 60 ETH trades: back on page 1 of 2.
    expect(shown()).toEqual(Array.from({ length: 50 }, (_, i) => 119 - 2 * i));
    expect(within(screen.getByTestId('ict-trades-pagination')).queryByLabelText('Page 3')).toBeNull();
  });

  it('keeps the filters, sort and page in the URL and restores them from it', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      trade(120 - i, i % 2 === 0 ? 'BTCUSDT' : 'ETHUSDT', {
        created_at: new Date(Date.UTC(2025, 0, 2) - i * 300_000).toISOString(),
      }),
    );
    renderApp('/ict/trades?q=eth&sort=generated&dir=asc&page=2', {
      role: 'pro',
      routes: { 'GET ict/trades/page/': tradesPageRoute(many) },
    });
    // 60 ETH trades (odd ids, the oldest id 1) oldest first: page 2 holds the newest 10.
    await screen.findByTestId('ict-trade-row-101');
    expect(shown()).toEqual(Array.from({ length: 10 }, (_, i) => 101 + 2 * i));
    expect(screen.getByTestId('ict-trades-count').textContent).toBe('60 of 120 trades');
    expect((screen.getByTestId('ict-trades-filter-symbol') as HTMLInputElement).value).toBe('eth');
  });

  it('shows no page bar for one page of trades', async () => {
    renderTrades();
    await screen.findByTestId('ict-trade-row-6');
    expect(screen.queryByTestId('ict-trades-pagination')).toBeNull();
  });

  it('sends a free user to /unauthorized', async () => {
    const { server } = renderApp('/ict/trades', { role: 'free' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/unauthorized'));
    expect(server.calls.some((c) => c.path.startsWith('ict/trades/'))).toBe(false);
  });
});
