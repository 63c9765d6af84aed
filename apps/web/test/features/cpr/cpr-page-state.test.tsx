import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { savedViewKey } from '../../../src/components/saved-view.ts';
import { renderApp } from '../../support/render-app.tsx';
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

  it("saves a logged-in user's view and shows it when the screen opens without one in the URL", async () => {
    const first = renderApp('/cpr', { role: 'pro', routes: screenRoutes() });
    await screen.findByTestId('cpr-row-BTCUSDT');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Narrow' }));
    await user.selectOptions(screen.getByLabelText('Bias filter'), 'Neutral');
    expect(window.localStorage.getItem(savedViewKey('cpr', 7))).toBe('tab=sub%3Anarrow&bias=Neutral');
    // A search is a look-up: it goes into the URL but not into the saved view.
    await user.type(screen.getByLabelText('Search symbol'), 'btc');
    await waitFor(() => expect(shownSymbols()).toEqual([]));
    expect(window.localStorage.getItem(savedViewKey('cpr', 7))).toBe('tab=sub%3Anarrow&bias=Neutral');
    first.unmount();

    renderApp('/cpr', { role: 'pro', routes: screenRoutes() });
    await waitFor(() => expect(selectedTab()?.textContent).toMatch(/^Narrow/));
    expect((screen.getByLabelText('Bias filter') as HTMLSelectElement).value).toBe('Neutral');
    expect((screen.getByLabelText('Search symbol') as HTMLInputElement).value).toBe('');
  });
});
