import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';
import { trackRecord } from './track-record-fixtures.ts';
import { trades, tradesPageRoute } from './trades-fixtures.ts';

const shown = () =>
  screen.queryAllByTestId(/^ict-trade-row-/).map((row) => Number(row.dataset.testid?.slice(14)));
const cell = (id: number, index: number) =>
  within(screen.getByTestId(`ict-trade-row-${id}`)).getAllByRole('cell')[index];
const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .map((tr) => Array.from(tr.children, (c) => c.textContent));

const model = {
  served: 'base_rate',
  fitted_at: '2025-08-31T00:00:00Z',
  n: 640,
  base_rate: 0.342,
  held_out_n: 320,
  auc: 0.512,
  brier: 0.2251,
  base_rate_brier: 0.2249,
  brier_skill: -0.0009,
};

function renderTrades(over: Record<string, FakeHandler | Response> = {}) {
  return renderApp('/ict/trades', {
    role: 'pro',
    routes: {
      'GET ict/trades/page/': tradesPageRoute(trades),
      'GET ict/trades/model/': json(200, model),
      'GET ict/trades/track-record/': json(200, trackRecord),
      ...over,
    },
  });
}

describe('ICT Trades: P(TP1), honest R and the track record', () => {
  it('shows P(TP1) per trade, the base rate muted, and the honest R of decided trades with its rule', async () => {
    renderTrades();
    await screen.findByTestId('ict-trade-row-6');
    expect([6, 5, 4, 3].map((id) => cell(id, 7)?.textContent)).toEqual(['29%', '34%', '41%', '-']);
    expect(cell(5, 7)?.className).toContain('text-body-secondary');
    expect(cell(5, 7)?.dataset.served).toBe('base_rate');
    expect(cell(6, 7)?.className ?? '').not.toContain('text-body-secondary');
    expect(cell(3, 10)?.textContent).toBe('TP2 hit+1.5R');
    expect(cell(2, 10)?.textContent).toBe('Stopped−1R');
    const r = within(screen.getByTestId('ict-trade-row-3')).getByTestId('ict-trade-honest-r');
    expect(r.title).toMatch(
      /^Honest R: half the position off at TP1, the rest at TP2 or at the break-even stop/,
    );
  });

  it('sorts by P(TP1) and back to newest first by Generated', async () => {
    renderTrades();
    await screen.findByTestId('ict-trade-row-6');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sort by P(TP1)' }));
    expect(shown()).toEqual([4, 5, 6, 3, 2, 1]);
    await user.click(screen.getByRole('button', { name: 'Sort by P(TP1)' }));
    expect(shown()).toEqual([6, 5, 4, 3, 2, 1]);
    await user.click(screen.getByRole('button', { name: 'Sort by Generated' }));
    expect(shown()).toEqual([6, 5, 4, 3, 2, 1]);
    expect(screen.getByRole('button', { name: 'Sort by Generated' }).closest('th')?.ariaSort).toBe(
      'descending',
    );
  });

  it("gives the served model's held-out figures in the header tooltip on focus", async () => {
    renderTrades();
    await screen.findByTestId('ict-trade-row-6');
    act(() => screen.getByRole('button', { name: 'About P(TP1)' }).focus());
    await waitFor(() =>
      expect(screen.getByTestId('tp1-tooltip').textContent).toContain(
        'Served: the base rate (34%); the model did not beat it on held-out trades.',
      ),
    );
    expect(screen.getByTestId('tp1-tooltip').textContent).toContain(
      'Held out (320 trades): AUC 0.512, Brier 0.2251 vs base rate 0.2249, skill −0.09%.',
    );
  });

  it('shows the track record by decile and by label with the window, and collapses', async () => {
    renderTrades();
    expect((await screen.findByTestId('ict-track-window')).textContent).toBe(
      'Last 30 days, 2025-08-02 00:00 UTC to 2025-09-01 00:00 UTC',
    );
    expect(rowsOf('ict-track-deciles')).toEqual([
      ['P(TP1) range', 'Trades', 'TP1 rate', '95% interval', 'Mean P(TP1)'],
      ['D1 20–31%', '40', '25% (10)', '14–40%', '27%'],
      ['D2 31–52%', '40', '45% (18)', '31–60%', '40%'],
    ]);
    expect(rowsOf('ict-track-labels')).toEqual([
      ['Label', 'Trades', 'TP1 rate', '95% interval', 'Mean P(TP1)'],
      ['Strong Bullish', '50', '36% (18)', '24–50%', '34%'],
      ['Bearish', '30', '33% (10)', '19–51%', '33%'],
      ['All', '80', '35% (28)', '25–46%', '34%'],
    ]);
    const toggle = screen.getByTestId('ict-track-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('says so while no trade is decided, or none carries a forecast', async () => {
    const empty = {
      ...trackRecord,
      overall: { count: 0, tp1: 0, rate: null, low: null, high: null, mean_forecast: null },
      by_decile: [],
      by_label: [],
    };
    renderTrades({ 'GET ict/trades/track-record/': json(200, empty) });
    expect((await screen.findByTestId('ict-track-empty')).textContent).toBe(
      'No decided trades yet: a trade counts once it reaches TP1 or its stop.',
    );
  });

  it('says when the deciles are empty because no decided trade carries a forecast', async () => {
    renderTrades({ 'GET ict/trades/track-record/': json(200, { ...trackRecord, by_decile: [] }) });
    expect((await screen.findByTestId('ict-track-no-forecasts')).textContent).toMatch(
      /^No decided trade carries a P\(TP1\) yet/,
    );
    expect(screen.getByTestId('ict-track-labels')).toBeTruthy();
  });
});
