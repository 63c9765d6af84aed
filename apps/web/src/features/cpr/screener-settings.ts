/** docs/product.md §9: CPR rows-per-page options, default 20, kept in session storage. */
export const ROWS_PER_PAGE_OPTIONS = [10, 20, 30, 50, 100] as const;
const DEFAULT_ROWS_PER_PAGE = 20;
const ROWS_PER_PAGE_KEY = 'cpr_rows_per_page';

/** The stored rows per page when it is one of the options (docs/product.md §5), else the default. */
export function readRowsPerPage(storage: Pick<Storage, 'getItem'> | null): number {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(ROWS_PER_PAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const n = Number(stored);
  return (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(n) ? n : DEFAULT_ROWS_PER_PAGE;
}

export function saveRowsPerPage(storage: Pick<Storage, 'setItem'> | null, rows: number): void {
  try {
    storage?.setItem(ROWS_PER_PAGE_KEY, String(rows));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}

/** docs/product.md §9: refresh options 30 s, 60 s (default), 2 min. */
export const REFRESH_OPTIONS = [
  { ms: 30_000, label: '30s' },
  { ms: 60_000, label: '60s' },
  { ms: 120_000, label: '2min' },
] as const;
export const DEFAULT_REFRESH_MS = 60_000;

/** docs/product.md §8 fallbacks of the CPR loads. */
export const CPR_LOAD_FAILED = {
  daily: 'Failed to load daily CPR',
  weekly: 'Failed to load weekly CPR',
  monthly: 'Failed to load monthly CPR',
} as const;
export const INSIGHTS_FAILED = 'Failed to load CPR insights';
export const META_FAILED = 'Failed to load symbol meta';
