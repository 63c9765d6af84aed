import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeysForModule } from '../../../src/api/live-updates.ts';
import { queryKeys } from '../../../src/api/query-keys.ts';
import { formatUpdated } from '../../../src/lib/time-format.ts';
import { type FakeHandler, json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';
import { setups } from './ict-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
});

const shown = () => screen.getAllByTestId(/^ict-row-/).map((row) => row.dataset.testid?.slice(8));

function renderIct(
  routes: Record<string, FakeHandler | Response> = { 'GET ict/setups/': json(200, setups) },
) {
  const view = renderApp('/ict', { role: 'pro', routes });
  const count = () => view.server.calls.filter((c) => c.path === 'ict/setups/').length;
  return { ...view, count };
}

describe('ICT A+ Setups Screener', () => {
  it('lists the setups by score, highest first, coloured by score, with the newest as_of', async () => {
    const { server } = renderIct();
    expect(await screen.findByRole('heading', { level: 1, name: 'ICT A+ Setups Screener' })).toBeTruthy();
    await screen.findByTestId('ict-row-BTCUSDT');
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', '1000PEPEUSDT', 'SOLUSDT', 'XRPUSDT']);
    const colours = screen.getAllByTestId(/^ict-row-/).map((row) => row.dataset.colour);
    expect(colours).toEqual(['success', 'warning', 'none', 'none', 'danger']);
    expect(screen.getByTestId('ict-row-BTCUSDT').className).toContain('row-success');
    expect(screen.getByTestId('ict-last-updated').textContent).toBe(
      `Last updated: ${formatUpdated('2025-01-02T12:05:00Z', 'UTC')}`,
    );
    const btc = within(screen.getByTestId('ict-row-BTCUSDT'));
    expect(btc.getByText('Strong Bullish')).toBeTruthy();
    expect(btc.getByRole('img', { name: 'OTE: yes' })).toBeTruthy();
    expect(btc.getByRole('img', { name: 'Liquidity sweep: yes' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Symbol',
      'HTF Bias',
      'OTE (5m)',
      'FVG',
      'Liquidity Sweep',
      'Score ▼',
      'Label',
      'P(TP1)i',
    ]);
    expect(server.calls.find((c) => c.path === 'ict/setups/')?.authorization).toBe('Bearer access-1');
  });

  it('opens with the filters the URL names', async () => {
    renderApp('/ict?bias=Bearish&min=1', { role: 'pro', routes: { 'GET ict/setups/': json(200, setups) } });
    await screen.findAllByTestId(/^ict-row-/);
    expect((screen.getByLabelText('HTF Bias') as HTMLSelectElement).value).toBe('Bearish');
    expect((screen.getByLabelText('Min Score') as HTMLInputElement).value).toBe('1');
    const bearish = setups.filter((s) => s.htf_bias === 'Bearish' && s.score >= 1).map((s) => s.symbol);
    expect(bearish.length).toBeGreaterThan(0);
    expect(shown().sort()).toEqual(bearish.sort());
  });

  it('filters by HTF Bias, HTF PD Array, LTF OTE Zone, FVG Type and Liquidity Sweep', async () => {
    renderIct();
    await screen.findByTestId('ict-row-BTCUSDT');
    const user = userEvent.setup();
    const choose = async (label: string, option: string) =>
      user.selectOptions(screen.getByLabelText(label), option);

    await choose('HTF Bias', 'Bearish');
    expect(shown()).toEqual(['ETHUSDT', '1000PEPEUSDT']);
    await choose('HTF Bias', 'Neutral');
    expect(shown()).toEqual(['SOLUSDT']);
    await choose('HTF Bias', 'All');

    await choose('HTF PD Array', 'Premium');
    expect(shown()).toEqual(['ETHUSDT']);
    await choose('HTF PD Array', 'Unknown');
    expect(shown()).toEqual(['1000PEPEUSDT']);
    await choose('HTF PD Array', 'All');

    await choose('LTF OTE Zone', 'Yes');
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT']);
    await choose('LTF OTE Zone', 'No');
    expect(shown()).toEqual(['1000PEPEUSDT', 'SOLUSDT', 'XRPUSDT']);
    await choose('LTF OTE Zone', 'All');

    await choose('FVG Type', 'Breaker FVG');
    expect(shown()).toEqual(['ETHUSDT']);
    await choose('FVG Type', 'Two Sided FVG');
    expect(shown()).toEqual(['SOLUSDT']);
    await choose('FVG Type', 'One Sided FVG');
    expect(shown()).toEqual(['BTCUSDT']);
    await choose('FVG Type', 'All');

    await choose('Liquidity Sweep', 'Yes');
    expect(shown()).toEqual(['BTCUSDT', '1000PEPEUSDT']);
    expect(screen.getByTestId('ict-count').textContent).toBe('2 of 5 setups');
    await choose('Liquidity Sweep', 'No');
    expect(shown()).toEqual(['ETHUSDT', 'SOLUSDT', 'XRPUSDT']);
  });

  it('offers exactly the spec options in each filter', async () => {
    renderIct();
    await screen.findByTestId('ict-row-BTCUSDT');
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.text);
    expect(options('HTF Bias')).toEqual(['All', 'Bullish', 'Bearish', 'Neutral']);
    expect(options('HTF PD Array')).toEqual(['All', 'Premium', 'Discount', 'Equilibrium', 'Unknown']);
    expect(options('LTF OTE Zone')).toEqual(['All', 'Yes', 'No']);
    expect(options('FVG Type')).toEqual(['All', 'One Sided FVG', 'Breaker FVG', 'Two Sided FVG']);
    expect(options('Liquidity Sweep')).toEqual(['All', 'Yes', 'No']);
    expect((screen.getByLabelText('Min Score') as HTMLInputElement).value).toBe('0');
  });

  it('keeps scores at or above Min Score, an empty box counting as 0', async () => {
    renderIct();
    await screen.findByTestId('ict-row-BTCUSDT');
    const user = userEvent.setup();
    const box = screen.getByLabelText('Min Score');
    await user.clear(box);
    await user.type(box, '6');
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT']);
    await user.clear(box);
    expect(shown()).toHaveLength(5);
    await user.type(box, '10');
    expect(screen.queryAllByTestId(/^ict-row-/)).toHaveLength(0);
    expect(screen.getByTestId('ict-empty').textContent).toBe('No setups found.');
  });

  it('sorts by Score, HTF Bias and FVG, re-clicking a column turning its order round', async () => {
    renderIct();
    await screen.findByTestId('ict-row-BTCUSDT');
    const user = userEvent.setup();
    const header = (label: string) => screen.getByRole('button', { name: `Sort by ${label}` });
    const sortOf = (label: string) => header(label).closest('th')?.getAttribute('aria-sort');

    expect(sortOf('Score')).toBe('descending');
    await user.click(header('Score'));
    expect(sortOf('Score')).toBe('ascending');
    expect(shown()).toEqual(['XRPUSDT', 'SOLUSDT', '1000PEPEUSDT', 'ETHUSDT', 'BTCUSDT']);
    await user.click(header('Score'));
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', '1000PEPEUSDT', 'SOLUSDT', 'XRPUSDT']);

    await user.click(header('HTF Bias'));
    expect(sortOf('HTF Bias')).toBe('ascending');
    expect(sortOf('Score')).toBe('none');
    expect(shown()).toEqual(['BTCUSDT', 'XRPUSDT', 'ETHUSDT', '1000PEPEUSDT', 'SOLUSDT']);
    await user.click(header('HTF Bias'));
    expect(sortOf('HTF Bias')).toBe('descending');
    expect(shown()).toEqual(['SOLUSDT', 'ETHUSDT', '1000PEPEUSDT', 'BTCUSDT', 'XRPUSDT']);

    await user.click(header('FVG'));
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', '1000PEPEUSDT', 'XRPUSDT']);
    await user.click(header('FVG'));
    expect(sortOf('FVG')).toBe('descending');
    expect(shown()).toEqual(['1000PEPEUSDT', 'XRPUSDT', 'SOLUSDT', 'ETHUSDT', 'BTCUSDT']);
  });

  it('opens a row into its score breakdown and levels, and closes it again', async () => {
    renderIct();
    await screen.findByTestId('ict-row-BTCUSDT');
    const user = userEvent.setup();
    expect(screen.queryByTestId('ict-breakdown-BTCUSDT')).toBeNull();
    await user.click(within(screen.getByTestId('ict-row-BTCUSDT')).getByText('Strong Bullish'));
    const panel = within(screen.getByTestId('ict-breakdown-BTCUSDT'));
    const points = panel.getByTestId('ict-breakdown-points');
    expect(
      within(points)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['HTF Bias Bullish+2', 'HTF PD Array Discount Zone+2', 'LTF OTE Zone+2', 'Total6']);
    expect(panel.getByTestId('ict-level-range').textContent).toContain('60,000.00 – 70,000.00');
    expect(panel.getByTestId('ict-range-position').textContent).toBe('30%');
    expect(panel.getByTestId('ict-level-range').textContent).toContain('(Discount)');
    expect(panel.getByTestId('ict-level-ote').textContent).toContain('62,100.00 – 62,900.00');
    expect(panel.getByTestId('ict-level-ote').textContent).toContain('price inside');
    expect(panel.getByTestId('ict-level-leg').textContent).toMatch(
      /^Bullish leg 61,000.00 \(.+\) → 64,000.00/,
    );
    expect(panel.getByTestId('ict-level-zone').textContent).toContain('Bullish fair value gap');
    expect(panel.getByTestId('ict-level-zone').textContent).toContain('62,500.00 – 62,800.00');
    expect(panel.getByTestId('ict-level-sweep').textContent).toMatch(
      /^Liquidity sweepPDL 60,500.00swept .+, reclaimed/,
    );
    const toggle = screen.getByRole('button', { name: 'BTCUSDT score breakdown' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    // A second row opens beside it; PEPE-sized prices keep their digits; missing levels say so.
    await user.click(screen.getByRole('button', { name: '1000PEPEUSDT score breakdown' }));
    const pepe = within(screen.getByTestId('ict-breakdown-1000PEPEUSDT'));
    expect(pepe.getByTestId('ict-level-price').textContent).toContain('0.000012300');
    expect(pepe.getByTestId('ict-level-sweep').textContent).toContain('Asia High 0.000012450');
    expect(pepe.getByTestId('ict-level-range').textContent).toContain('None found');
    expect(pepe.getByTestId('ict-breakdown-total').textContent).toBe('4');
    expect(screen.getByTestId('ict-breakdown-BTCUSDT')).toBeTruthy();

    await user.click(screen.getByTestId('ict-row-BTCUSDT'));
    expect(screen.queryByTestId('ict-breakdown-BTCUSDT')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Keyboard: the symbol is a button.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('ict-breakdown-BTCUSDT')).toBeTruthy();
  });

  it('shows "No setups found." without setups', async () => {
    renderIct({ 'GET ict/setups/': json(200, []) });
    expect((await screen.findByTestId('ict-empty')).textContent).toBe('No setups found.');
    expect(screen.getByTestId('ict-last-updated').textContent).toBe('Last updated: Unknown');
    expect(screen.queryByTestId('ict-error')).toBeNull();
  });

  it('shows "Failed to load ICT setups" in a danger alert, or the server detail', async () => {
    renderIct({ 'GET ict/setups/': json(404, {}) });
    const alert = await screen.findByTestId('ict-error');
    expect(alert.textContent).toBe('Failed to load ICT setups');
    expect(alert.className).toContain('alert-danger');
    expect(screen.getByTestId('ict-empty')).toBeTruthy();
  });

  it('shows the server detail of a failed load', async () => {
    renderIct({ 'GET ict/setups/': json(400, { detail: 'symbol must not be empty.' }) });
    expect((await screen.findByTestId('ict-error')).textContent).toBe('symbol must not be empty.');
  });

  it('shows a spinner while loading', async () => {
    renderIct({ 'GET ict/setups/': () => new Promise<Response>(() => undefined) });
    expect(await screen.findByText('Loading ICT setups...')).toBeTruthy();
    expect(screen.queryByTestId('ict-empty')).toBeNull();
  });

  it('refreshes every 60 s while Auto Refresh is on, and on Manual Refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { count } = renderIct();
    await screen.findByTestId('ict-row-BTCUSDT');
    const toggle = screen.getByLabelText('Auto Refresh') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(count()).toBe(2));

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(toggle);
    expect(toggle.checked).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(count()).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Manual Refresh' }));
    await waitFor(() => expect(count()).toBe(3));
  });

  it('is refetched by the ict stream module', () => {
    const prefixes = queryKeysForModule('ict');
    const covered = (key: readonly string[]) =>
      prefixes.some((prefix) => prefix.every((part, i) => key[i] === part));
    expect(covered(queryKeys.ictSetups)).toBe(true);
    expect(covered(queryKeys.ictTrades)).toBe(true);
    expect(covered(queryKeys.ictTp1Model)).toBe(true);
    expect(covered(queryKeys.ictTrackRecord)).toBe(true);
  });

  it('sends a free user to /unauthorized', async () => {
    const { server } = renderApp('/ict', { role: 'free' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/unauthorized'));
    expect(server.calls.some((c) => c.path === 'ict/setups/')).toBe(false);
  });
});
