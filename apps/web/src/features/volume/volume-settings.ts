import { volumeRowsPerPage } from '@app/contracts';

/** docs/product.md §9: volume rows-per-page options 10, 20, 50, 100; default 20, kept in session storage. */
export const VOLUME_ROWS_OPTIONS = volumeRowsPerPage;
export const DEFAULT_VOLUME_ROWS = 20;
export const VOLUME_ROWS_KEY = 'volume_rows_per_page';

/** docs/product.md §8: the volume load's fallback texts. */
export const VOLUME_LOAD_FAILED = 'Failed to load volume snapshot data';
export const UNKNOWN_ERROR = 'Unknown error';
export const NO_DATA_TODAY = 'No data available for today.';

/** The stored rows per page when it is one of the options (docs/product.md §5), else the default. */
export function readVolumeRows(storage: Pick<Storage, 'getItem'> | null): number {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(VOLUME_ROWS_KEY) ?? null;
  } catch {
    stored = null;
  }
  const n = Number(stored);
  return (VOLUME_ROWS_OPTIONS as readonly number[]).includes(n) ? n : DEFAULT_VOLUME_ROWS;
}

export function saveVolumeRows(storage: Pick<Storage, 'setItem'> | null, rows: number): void {
  try {
    storage?.setItem(VOLUME_ROWS_KEY, String(rows));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}

/** The browser's session storage, or null where it is blocked. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
