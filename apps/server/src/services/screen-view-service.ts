import type { SavedViewScreen, ScreenView } from '@app/contracts';
import type { UserScreenViewRow } from '../db/schema.ts';
import type { ScreenViewRepository } from '../repositories/screen-view-repository.ts';
import { UnauthorizedError } from './errors.ts';

/** Told when the account is gone between the caller check and the write (deleted meanwhile). */
const ACCOUNT_GONE_DETAIL = 'User not found.';

/** Pro's saved filters: each screener's view kept per user (docs/api.md §3, docs/product.md "Screener state"). */
export interface ScreenViewService {
  /** Every view the caller saved. */
  list(userId: number): Promise<ScreenView[]>;
  /** Stores the caller's view of one screen (`''`: reset to the screen's defaults) and answers it. */
  put(userId: number, screen: SavedViewScreen, query: string): Promise<ScreenView>;
}

const toView = (row: UserScreenViewRow): ScreenView => ({
  screen: row.screen as SavedViewScreen,
  query: row.query,
  updated_at: row.updatedAt.toISOString(),
});

export function createScreenViewService({
  views,
  now,
}: {
  views: ScreenViewRepository;
  now: () => Date;
}): ScreenViewService {
  return {
    async list(userId) {
      return (await views.listFor(userId)).map(toView);
    },

    async put(userId, screen, query) {
      const row = await views.put(userId, screen, query, now());
      if (!row) throw new UnauthorizedError(ACCOUNT_GONE_DETAIL);
      return toView(row);
    },
  };
}
