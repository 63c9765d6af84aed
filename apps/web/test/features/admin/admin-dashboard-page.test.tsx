import type { AdminOverview, Task } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../src/components/format.ts';
import { exchangeStatusText, modelVerdict, symbolList } from '../../../src/features/admin/overview-model.ts';
import { json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';

const overview: AdminOverview = {
  market: {
    source: 'simulated',
    exchange: 'MEXC',
    data_time: '2026-11-20T10:00:00.000Z',
    market_now: '2026-11-20T10:01:00.000Z',
    exchange_status: null,
    damaged_files: [],
  },
  timeframes: [
    {
      timeframe: '5m',
      newest_bar: '2026-11-20T09:55:00.000Z',
      stale_symbols: ['ETHUSDT'],
      stale_count: 1,
      failing_symbols: [],
      failing_count: 0,
    },
  ],
  jobs: [
    {
      name: 'cpr-scan',
      module: 'cpr',
      last_status: 'SUCCESS',
      last_run_at: '2026-11-20T00:00:10.000Z',
      last_duration_ms: 1500,
      last_detail: '120 rows',
      next_run_at: '2026-11-21T00:00:10.000Z',
    },
  ],
  users: { by_role: { free: 3, pro: 1, premium: 0, admin: 1 }, inactive: 0, pending_upgrades: 2 },
  trend_model: {
    fitted_at: '2026-11-20T00:01:00.000Z',
    brier: 0.2,
    base_rate_brier: 0.24,
    beats_base_rate: true,
    samples: 900,
    checkpoints: (['open', 'asia_close', 'london_close'] as const).map((checkpoint, i) => ({
      checkpoint,
      served: 'model' as const,
      base_rate: 0.35,
      samples: 900,
      held_out: 600,
      brier: 0.2,
      base_rate_brier: 0.24,
      skill: [0.003, 0.033, 0.094][i] ?? null,
      auc: [0.528, 0.61, 0.679][i] ?? null,
      reliability: [],
    })),
  },
  generated_at: '2026-11-20T10:01:00.000Z',
};

const task = (status: Task['status'], detail: string | null = null): Task => ({
  id: 31,
  module: 'cpr',
  action: 'scan 1d',
  status,
  detail,
  error: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  started_at: null,
  finished_at: null,
});

describe('overview texts', () => {
  it('formats durations, symbol lists and the model verdict', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_300)).toBe('12.3 s');
    expect(formatDuration(245_000)).toBe('4 min 5 s');
    expect(symbolList(['A', 'B'], 5)).toBe('A, B (+3 more)');
    expect(symbolList([], 0)).toBe('none');
    expect(modelVerdict(null)).toBe('Not fitted yet');
    expect(modelVerdict(overview.trend_model)).toBe('Beats the base rate');
    const iso = (t: string | null) => t ?? '';
    expect(exchangeStatusText(null, iso)).toBeNull();
    expect(exchangeStatusText({ state: 'ok', until: null, detail: null }, iso)).toBeNull();
    expect(exchangeStatusText({ state: 'banned', until: 'T', detail: 'IP banned until 1' }, iso)).toBe(
      'IP banned by the exchange until T: no requests are sent (IP banned until 1)',
    );
    expect(exchangeStatusText({ state: 'region_blocked', until: null, detail: null }, iso)).toBe(
      'Blocked from this region by the exchange',
    );
  });
});

describe('admin dashboard', () => {
  it('shows quick links, the overview, and a trigger following its task to SUCCESS', async () => {
    let reads = 0;
    const { server } = renderApp('/admin', {
      role: 'admin',
      routes: {
        'GET admin/overview/': json(200, overview),
        'POST admin/toolbox/log/': json(201, {}),
        'POST cpr/admin/trigger-cprscan/?tf=1d': json(202, { detail: 'queued', task_id: 31 }),
        'GET admin/tasks/recent/': () => {
          reads += 1;
          return json(200, [reads < 2 ? task('STARTED') : task('SUCCESS', 'Daily scan: 120 symbols')]);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    for (const name of [
      'Open CPR Screener',
      'Open ICT Screener',
      'Open User Management',
      'Open Platform Settings',
    ]) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect((await screen.findByTestId('overview-users')).textContent).toContain(
      'Pending upgrade requests: 2',
    );
    expect(screen.getByTestId('overview-timeframes').textContent).toContain('ETHUSDT');
    expect(screen.getByTestId('overview-model').textContent).toContain('Beats the base rate');
    expect(screen.getByTestId('overview-model-open').textContent).toBe(
      'Open: Brier skill 0.3 %, AUC 0.528 (600 days held out), model',
    );
    expect(screen.getByTestId('overview-model-asia_close').textContent).toContain(
      'Asia close: Brier skill 3.3 %',
    );
    expect(screen.getByTestId('overview-model-london_close').textContent).toContain(
      'London close: Brier skill 9.4 %',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Trigger CPR Scan' }));
    expect((await screen.findByTestId('trigger-cpr-status')).textContent).toMatch(/STARTED|PENDING/);
    await waitFor(() => expect(screen.getByTestId('trigger-cpr-status').textContent).toContain('SUCCESS'), {
      timeout: 4000,
    });
    expect(screen.getByTestId('trigger-cpr-detail').textContent).toBe('Daily scan: 120 symbols');
    expect(server.calls.some((c) => c.path === 'cpr/admin/trigger-cprscan/?tf=1d')).toBe(true);
  });

  it('shows how the exchange answers and the damaged market files', async () => {
    renderApp('/admin', {
      role: 'admin',
      routes: {
        'GET admin/overview/': json(200, {
          ...overview,
          market: {
            ...overview.market,
            exchange_status: { state: 'region_blocked', until: null, detail: 'restricted location' },
            damaged_files: [
              { file: 'BTCUSDT-5m-2025-04-01.zip', bad_rows: 0, error: 'End of central directory record' },
              { file: 'ETHUSDT-5m-2025-04-01.csv', bad_rows: 3, error: null },
            ],
          },
        }),
      },
    });
    expect((await screen.findByTestId('overview-exchange-status')).textContent).toBe(
      'Blocked from this region by the exchange (restricted location)',
    );
    const files = screen.getByTestId('overview-damaged-files').textContent ?? '';
    expect(files).toContain('BTCUSDT-5m-2025-04-01.zip');
    expect(files).toContain('End of central directory record');
    expect(files).toContain('ETHUSDT-5m-2025-04-01.csv');
  });

  it('shows the detail when a trigger is refused', async () => {
    renderApp('/admin', {
      role: 'admin',
      routes: {
        'GET admin/overview/': json(200, overview),
        'POST ict/admin/trigger-scan/': json(400, { detail: 'no ICT scan here' }),
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Trigger FVG Scan' }));
    expect((await screen.findByTestId('trigger-fvg-error')).textContent).toBe('no ICT scan here');
  });

  it('sends a non-admin away', async () => {
    renderApp('/admin', { role: 'premium' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/unauthorized'));
  });
});
