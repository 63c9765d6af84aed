import { VolumeSnapshotsResponse } from '@app/contracts';
import { api } from './http.ts';
import { listResponse } from './list-response.ts';

/**
 * Volume snapshots (docs/product.md §7: the current call's token is optional; with one, `in_watchlist`,
 * `stars` and `tags` are the caller's own).
 */
export const volumeApi = {
  current: () =>
    api.get('volume/volume-snapshots/current/', { schema: listResponse(VolumeSnapshotsResponse) }),
  /** docs/product.md §8: a failed load shows an empty table (no toast of its own beyond the client's). */
  symbolSessions: (symbol: string) =>
    api.get(`volume/volume-snapshots/${encodeURIComponent(symbol)}/`, {
      schema: listResponse(VolumeSnapshotsResponse),
    }),
};
