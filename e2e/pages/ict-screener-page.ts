import type { Locator, Page } from '@playwright/test';

/** The filters of /ict by their test ids. */
export const ictFilters = {
  bias: 'ict-filter-bias',
  pdArray: 'ict-filter-pd',
  ote: 'ict-filter-ote',
  fvg: 'ict-filter-fvg',
  sweep: 'ict-filter-sweep',
} as const;
export type IctFilterName = keyof typeof ictFilters;

/** One row as the screen shows it (read from the row's data attributes). */
export interface IctRowData {
  symbol: string;
  score: number;
  bias: string;
  fvg: string;
  colour: string;
}

/** The ICT A+ Setups Screener at /ict. */
export class IctScreenerPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/ict');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  lastUpdated(): Locator {
    return this.page.getByTestId('ict-last-updated');
  }

  manualRefresh(): Locator {
    return this.page.getByRole('button', { name: 'Manual Refresh' });
  }

  autoRefresh(): Locator {
    return this.page.getByLabel('Auto Refresh');
  }

  rows(): Locator {
    return this.page.locator('[data-testid^="ict-row-"]');
  }

  row(symbol: string): Locator {
    return this.page.getByTestId(`ict-row-${symbol}`);
  }

  filter(name: IctFilterName): Locator {
    return this.page.getByTestId(ictFilters[name]);
  }

  minScore(): Locator {
    return this.page.getByTestId('ict-filter-min-score');
  }

  sortBy(label: 'HTF Bias' | 'FVG' | 'Score'): Locator {
    return this.page.getByRole('button', { name: `Sort by ${label}` });
  }

  /** The column header of a sortable column (its aria-sort tells the direction). */
  sortHeader(label: 'HTF Bias' | 'FVG' | 'Score'): Locator {
    return this.page.locator('th', { has: this.sortBy(label) });
  }

  empty(): Locator {
    return this.page.getByTestId('ict-empty');
  }

  error(): Locator {
    return this.page.getByTestId('ict-error');
  }

  breakdown(symbol: string): Locator {
    return this.page.getByTestId(`ict-breakdown-${symbol}`);
  }

  /** The rows on screen, top to bottom. */
  async shown(): Promise<IctRowData[]> {
    return this.rows().evaluateAll((els) =>
      els.map((el) => {
        const d = (el as HTMLElement).dataset;
        return {
          symbol: (d.testid ?? '').replace('ict-row-', ''),
          score: Number(d.score),
          bias: d.bias ?? '',
          fvg: d.fvg ?? '',
          colour: d.colour ?? '',
        };
      }),
    );
  }
}
