import type { Locator, Page } from '@playwright/test';

/** The hit-event columns by their test-id keys, in screen order. */
export const sniperflowHitColumns = ['asia', 'london', 'newyork', 'unknown'] as const;

/** One row as the screen shows it. */
export interface SniperflowRowData {
  symbol: string;
  marks: string[];
  bias: string;
  hits: Record<(typeof sniperflowHitColumns)[number], string>;
  sessionBias: string;
}

/** The Liquidity Dashboard at /sniperflow. */
export class SniperflowPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sniperflow');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  sessionBadge(): Locator {
    return this.page.getByTestId('sniperflow-session');
  }

  lastUpdated(): Locator {
    return this.page.getByTestId('sniperflow-last-updated');
  }

  error(): Locator {
    return this.page.getByTestId('sniperflow-error');
  }

  /** On the files source, the day the rows describe ('Last complete day: … (UTC)'). */
  day(): Locator {
    return this.page.getByTestId('sniperflow-day');
  }

  legend(): Locator {
    return this.page.getByTestId('sniperflow-legend');
  }

  search(): Locator {
    return this.page.getByTestId('sniperflow-search');
  }

  sortSelect(): Locator {
    return this.page.getByTestId('sniperflow-sort');
  }

  sortHeader(label: string): Locator {
    return this.page.getByRole('button', { name: `Sort by ${label}` });
  }

  rows(): Locator {
    return this.page.locator('[data-testid^="sniperflow-row-"]');
  }

  /** The table's scroll box. */
  scrollBox(): Locator {
    return this.page.getByTestId('sniperflow-table').locator('..');
  }

  /** Scrolls the table all the way right; resolves to how far it scrolled (0: it fits). */
  async scrollRight(): Promise<number> {
    return this.scrollBox().evaluate((box) => {
      box.scrollLeft = box.scrollWidth;
      return box.scrollLeft;
    });
  }

  row(symbol: string): Locator {
    return this.page.getByTestId(`sniperflow-row-${symbol}`);
  }

  biasBadge(symbol: string): Locator {
    return this.row(symbol).getByTestId('sniperflow-bias');
  }

  headers(): Promise<string[]> {
    return this.page.getByRole('columnheader').allTextContents();
  }

  /** The symbols listed, top to bottom. */
  async symbols(): Promise<string[]> {
    const ids = await this.rows().evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
    return ids.map((id) => id.replace('sniperflow-row-', ''));
  }

  /** Every row's marks, bias, hit columns and session bias, read in one pass. */
  async shown(): Promise<SniperflowRowData[]> {
    return this.rows().evaluateAll((els) =>
      els.map((row) => {
        const text = (id: string) => row.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
        return {
          symbol: (row.getAttribute('data-testid') ?? '').replace('sniperflow-row-', ''),
          marks: ['pdh', 'pdl', 'asia-high', 'asia-low', 'london-high', 'london-low'].map((k) =>
            text(`sniperflow-${k}`),
          ),
          bias: text('sniperflow-bias'),
          hits: {
            asia: text('sniperflow-hits-asia'),
            london: text('sniperflow-hits-london'),
            newyork: text('sniperflow-hits-newyork'),
            unknown: text('sniperflow-hits-unknown'),
          },
          sessionBias: text('sniperflow-session-bias'),
        };
      }),
    );
  }
}
