import type { Locator, Page } from '@playwright/test';

/** The Positioning screen at /positioning. */
export class PositioningPage {
  constructor(private readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/positioning${query}`);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  rows(): Locator {
    return this.page.getByTestId('positioning-table').locator('tbody tr');
  }

  /** The symbols shown, top to bottom. */
  async symbols(): Promise<string[]> {
    return (await this.rows().locator('td.symbol').allTextContents()).map((s) => s.trim());
  }

  search(): Locator {
    return this.page.getByTestId('positioning-search');
  }

  sortBy(key: string): Locator {
    return this.page.getByTestId(`positioning-sort-${key}`);
  }

  helpButtons(): Locator {
    return this.page.getByTestId('positioning-table').getByTestId('column-help');
  }
}
