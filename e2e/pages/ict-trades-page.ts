import { expect, type Locator, type Page } from '@playwright/test';

export type TradeFilterName = 'bias' | 'reasons' | 'status';

/** One trade row as the screen shows it (read from the row's data attributes). */
export interface TradeRowData {
  id: number;
  symbol: string;
  bias: string;
  status: string;
  inZone: boolean;
}

/** Trades one page lists (the screen's `TRADES_PER_PAGE`): the first page is what these tests read. */
export const TRADES_PER_PAGE = 50;

/** Generated ICT trades at /ict/trades. */
export class IctTradesPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/ict/trades');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  autoRefresh(): Locator {
    return this.page.getByLabel('Auto Refresh');
  }

  table(): Locator {
    return this.page.getByTestId('ict-trades-table');
  }

  rows(): Locator {
    return this.page.locator('[data-testid^="ict-trade-row-"]');
  }

  row(id: number): Locator {
    return this.page.getByTestId(`ict-trade-row-${id}`);
  }

  symbolFilter(): Locator {
    return this.page.getByTestId('ict-trades-filter-symbol');
  }

  filterToggle(name: TradeFilterName): Locator {
    return this.page.getByTestId(`ict-trades-filter-${name}-toggle`);
  }

  /** Opens (`open`) or closes a multi-select's menu, by its toggle's aria-expanded. */
  private async setOpen(name: TradeFilterName, open: boolean): Promise<void> {
    const toggle = this.filterToggle(name);
    if (((await toggle.getAttribute('aria-expanded')) === 'true') !== open) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', String(open));
  }

  /** Opens a multi-select, ticks (or unticks) the given choices, then closes it. */
  async pick(name: TradeFilterName, ...labels: string[]): Promise<void> {
    await this.setOpen(name, true);
    const menu = this.page.getByTestId(`ict-trades-filter-${name}`);
    for (const label of labels) await menu.getByLabel(label, { exact: true }).click();
    await this.setOpen(name, false);
  }

  /** Opens a multi-select, presses its Clear, then closes it. */
  async clear(name: TradeFilterName): Promise<void> {
    await this.setOpen(name, true);
    await this.page.getByTestId(`ict-trades-filter-${name}`).getByRole('button', { name: 'Clear' }).click();
    await this.setOpen(name, false);
  }

  summary(): Locator {
    return this.page.getByTestId('ict-trades-summary');
  }

  /** A summary figure: trades, count-<status>, tp1-rate, tp2-rate, stop-rate, expired-rate, average-r. */
  stat(name: string): Locator {
    return this.page.getByTestId(`ict-summary-${name}`);
  }

  count(): Locator {
    return this.page.getByTestId('ict-trades-count');
  }

  empty(): Locator {
    return this.page.getByTestId('ict-trades-empty');
  }

  /** The rows on screen, top to bottom. */
  async shown(): Promise<TradeRowData[]> {
    return this.rows().evaluateAll((els) =>
      els.map((el) => {
        const d = (el as HTMLElement).dataset;
        return {
          id: Number((d.testid ?? '').replace('ict-trade-row-', '')),
          symbol: d.symbol ?? '',
          bias: d.bias ?? '',
          status: d.status ?? '',
          inZone: d.inZone === 'true',
        };
      }),
    );
  }
}
