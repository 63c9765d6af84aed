import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';
import { setup, setups } from './ict-fixtures.ts';

const shown = () => screen.getAllByTestId(/^ict-row-/).map((row) => row.dataset.testid?.slice(8));
const tp1Cell = (symbol: string) => within(screen.getByTestId(`ict-row-${symbol}`)).getAllByRole('cell')[7];

const withTp1 = setups.map((s) =>
  s.symbol === 'SOLUSDT'
    ? setup('SOLUSDT', { ...s, p_tp1: 0.38, p_tp1_served: 'model' })
    : s.symbol === 'ETHUSDT'
      ? setup('ETHUSDT', { ...s, p_tp1: 0.34, p_tp1_served: 'base_rate' })
      : s,
);

describe('ICT screener: P(TP1)', () => {
  it('shows P(TP1) per setup, the base rate muted and said, a dash without a plan', async () => {
    renderApp('/ict', { role: 'pro', routes: { 'GET ict/setups/': json(200, withTp1) } });
    await screen.findByTestId('ict-row-BTCUSDT');
    expect(tp1Cell('SOLUSDT')?.textContent).toBe('38%');
    expect(tp1Cell('SOLUSDT')?.dataset.served).toBe('model');
    expect(tp1Cell('ETHUSDT')?.textContent).toBe('34%');
    expect(tp1Cell('ETHUSDT')?.className).toContain('text-body-secondary');
    expect(tp1Cell('ETHUSDT')?.title).toBe(
      'P(TP1) served: the base rate: the model did not beat it on held-out trades',
    );
    expect(tp1Cell('BTCUSDT')?.textContent).toBe('-');
  });

  it('sorts by P(TP1), highest first then lowest, setups without one last', async () => {
    renderApp('/ict', { role: 'pro', routes: { 'GET ict/setups/': json(200, withTp1) } });
    await screen.findByTestId('ict-row-BTCUSDT');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sort by P(TP1)' }));
    expect(shown()).toEqual(['SOLUSDT', 'ETHUSDT', 'BTCUSDT', '1000PEPEUSDT', 'XRPUSDT']);
    await user.click(screen.getByRole('button', { name: 'Sort by P(TP1)' }));
    expect(shown()).toEqual(['ETHUSDT', 'SOLUSDT', 'BTCUSDT', '1000PEPEUSDT', 'XRPUSDT']);
  });

  it('explains in a keyboard-reachable tooltip that nothing is served before enough outcomes', async () => {
    const { server } = renderApp('/ict', {
      role: 'pro',
      routes: {
        'GET ict/setups/': json(200, withTp1),
        'GET ict/trades/model/': json(200, {
          served: 'none',
          fitted_at: null,
          n: 0,
          base_rate: null,
          held_out_n: 0,
          auc: null,
          brier: null,
          base_rate_brier: null,
          brier_skill: null,
        }),
      },
    });
    await screen.findByTestId('ict-row-BTCUSDT');
    const hint = screen.getByRole('button', { name: 'About P(TP1)' });
    expect(hint.tabIndex).toBe(0);
    act(() => hint.focus());
    await waitFor(() =>
      expect(screen.getByTestId('tp1-tooltip').textContent).toContain(
        'Served: nothing yet, not enough outcomes',
      ),
    );
    expect(server.calls.find((c) => c.path === 'ict/trades/model/')?.authorization).toBe('Bearer access-1');
  });
});
