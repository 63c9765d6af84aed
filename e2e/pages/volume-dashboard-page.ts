import type { Locator, Page } from '@playwright/test';

/** One row as the screen shows it (read from its data attributes and cells). */
export interface VolumeRowData {
  symbol: string;
  status: string;
  alert: boolean;
  tinted: boolean;
  zTone: string;
  stars: string | null;
}

/** The Volume Activity Dashboard at /volume. */
export class VolumeDashboardPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/volume');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  lastUpdated(): Locator {
    return this.page.getByTestId('volume-last-updated');
  }

  refresh(): Locator {
    return this.page.getByRole('button', { name: 'Refresh' });
  }

  status(): Locator {
    return this.page.getByLabel('Status', { exact: true });
  }

  stars(): Locator {
    return this.page.getByLabel('Stars', { exact: true });
  }

  watchlistOnly(): Locator {
    return this.page.getByLabel('Watchlist Only');
  }

  rowsPerPage(): Locator {
    return this.page.getByLabel('Rows', { exact: true });
  }

  rows(): Locator {
    return this.page.locator('[data-testid^="volume-row-"]');
  }

  row(symbol: string): Locator {
    return this.page.getByTestId(`volume-row-${symbol}`);
  }

  empty(): Locator {
    return this.page.getByTestId('volume-empty');
  }

  count(): Locator {
    return this.page.getByTestId('volume-count');
  }

  sortBy(label: string): Locator {
    return this.page.getByRole('button', { name: `Sort by ${label}` });
  }

  /** The column header of a sortable column (its aria-sort tells the direction). */
  sortHeader(label: string): Locator {
    return this.page.locator('th', { has: this.sortBy(label) });
  }

  columnHeaders(): Locator {
    return this.page.getByTestId('volume-table').locator('thead th');
  }

  pageButton(n: number): Locator {
    return this.page.getByRole('button', { name: `Page ${n}` });
  }

  modal(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The session rows of the open modal. */
  modalSessions(): Locator {
    return this.modal().locator('[data-testid^="volume-session-"]');
  }

  /** The rows of the current page, top to bottom. */
  async shown(): Promise<VolumeRowData[]> {
    return this.rows().evaluateAll((rows) =>
      rows.map((row) => {
        const el = row as HTMLElement;
        return {
          symbol: (el.dataset.testid ?? '').replace('volume-row-', ''),
          status: el.dataset.status ?? '',
          alert: el.dataset.alert === 'true',
          tinted: el.classList.contains('volume-alert'),
          zTone: (el.querySelector('[data-testid="volume-z"]') as HTMLElement | null)?.dataset.tone ?? '',
          stars: el.querySelector('[data-testid="volume-stars"]')?.textContent ?? null,
        };
      }),
    );
  }
}
