import type { ScreenView } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';
import { screenViewRoutes } from '../../support/screen-view-routes.ts';
import { screenRoutes } from './screener-fixtures.ts';

const shownSymbols = () => screen.queryAllByTestId(/^cpr-row-/).map((r) => r.dataset.testid?.slice(8));
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');

afterEach(() => window.sessionStorage.clear());

describe('Trend Screener view state', () => {
  it('opens on the tab, filters and sort the URL names', async () => {
    renderApp('/cpr?tab=sub:narrow&virgin=non-virgin&group=none&sort=width&dir=desc', {
      role: 'free',
      routes: screenRoutes(),
    });
    await screen.findByTestId('cpr-row-XRPUSDT');
    expect(selectedTab()?.textContent).toMatch(/^Narrow/);
    expect((screen.getByLabelText('CPR filter') as HTMLSelectElement).value).toBe('non-virgin');
    expect((screen.getByLabelText('Grouping') as HTMLSelectElement).value).toBe('none');
    expect(screen.getByRole('button', { name: /Width %/, pressed: true }).dataset.direction).toBe('desc');
  });

  it('opens on the first tab with symbols when none is chosen', async () => {
    const routes = screenRoutes();
    const rows = (await (routes['GET cpr/cpr-data/?range=daily'] as Response).clone().json()) as {
      daily_subcategory: string;
    }[];
    renderApp('/cpr', {
      role: 'free',
      routes: {
        ...routes,
        'GET cpr/cpr-data/?range=daily': Response.json(
          rows.filter((r) => r.daily_subcategory !== 'super_narrow'),
        ),
      },
    });
    await screen.findByTestId('cpr-row-XRPUSDT');
    expect(selectedTab()?.textContent).toMatch(/^Narrow/);
  });

  it('says in which other tab a search finds a symbol and goes there', async () => {
    renderApp('/cpr', { role: 'free', routes: screenRoutes() });
    await screen.findByTestId('cpr-row-BTCUSDT');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search symbol'), 'xrp');
    expect((await screen.findByTestId('cpr-elsewhere-match')).textContent).toBe('XRPUSDT is in Narrow');
    expect(shownSymbols()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show the Narrow tab' }));
    expect(shownSymbols()).toEqual(['XRPUSDT']);
    expect(selectedTab()?.textContent).toMatch(/^Narrow/);
    expect(screen.queryByTestId('cpr-elsewhere')).toBeNull();
  });

  it("saves a pro user's view on the server and shows it in another browser without one in the URL", async () => {
    const store: ScreenView[] = [];
    const first = renderApp('/cpr', {
      role: 'pro',
      routes: { ...screenRoutes(), ...screenViewRoutes(store) },
    });
    await screen.findByTestId('cpr-row-BTCUSDT');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Narrow' }));
    await user.selectOptions(screen.getByLabelText('Bias filter'), 'Neutral');
    // One write, a second after the last change.
    await waitFor(
      () => expect(puts(first.server.calls)).toEqual([{ query: 'tab=sub%3Anarrow&bias=Neutral' }]),
      {
        timeout: 3000,
      },
    );
    // A search is a look-up: it goes into the URL but not into the saved view.
    await user.type(screen.getByLabelText('Search symbol'), 'btc');
    await waitFor(() => expect(shownSymbols()).toEqual([]));
    await new Promise((r) => setTimeout(r, 1200));
    expect(puts(first.server.calls)).toHaveLength(1);
    expect(store.map((v) => [v.screen, v.query])).toEqual([['cpr', 'tab=sub%3Anarrow&bias=Neutral']]);
    first.unmount();

    const second = renderApp('/cpr', {
      role: 'pro',
      routes: { ...screenRoutes(), ...screenViewRoutes(store) },
    });
    await waitFor(() => expect(selectedTab()?.textContent).toMatch(/^Narrow/));
    expect((screen.getByLabelText('Bias filter') as HTMLSelectElement).value).toBe('Neutral');
    expect((screen.getByLabelText('Search symbol') as HTMLInputElement).value).toBe('');
    expect(second.server.calls.filter((c) => c.path === 'auth/profile/screen-views/')).toHaveLength(1);
  }, 15_000);

  it("keeps a free user's view in the URL alone: nothing is read or written on the server", async () => {
    const { server } = renderApp('/cpr', { role: 'free', routes: screenRoutes() });
    await screen.findByTestId('cpr-row-BTCUSDT');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Narrow' }));
    await new Promise((r) => setTimeout(r, 1200));
    expect(server.calls.filter((c) => c.path.startsWith('auth/profile/screen-views'))).toEqual([]);
    expect(selectedTab()?.textContent).toMatch(/^Narrow/);
  });
});

const puts = (calls: readonly RecordedCall[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === 'auth/profile/screen-views/cpr/').map((c) => c.body);
