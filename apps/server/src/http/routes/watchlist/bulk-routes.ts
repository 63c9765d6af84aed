import {
  WatchlistBulkDeleteRequest,
  WatchlistBulkResult,
  WatchlistBulkStarsRequest,
  WatchlistBulkTagRequest,
} from '@app/contracts';
import { currentUser } from '../../plugins/auth.ts';
import { HEAVY_COST } from '../../plugins/request-limits.ts';
import { errorResponses } from '../error-responses.ts';
import type { WatchlistRoutes } from './watchlist-plugin.ts';

/**
 * The bulk calls of the Watchlist screen. Each acts on the caller's items among `ids` (1 to 500;
 * other ids are skipped) and answers `{detail, updated}` with the number of those items.
 */
export const watchlistBulkRoutes: WatchlistRoutes = async (app, { services: { watchlist } }) => {
  const tags = ['watchlist'];
  const config = { minRole: 'free', cost: HEAVY_COST } as const;
  const response = { 200: WatchlistBulkResult, ...errorResponses(400, 401, 403, 413) };

  app.post(
    '/watchlist/bulk-tag/',
    { config, schema: { tags, summary: "Apply a module's tag", body: WatchlistBulkTagRequest, response } },
    (request) => watchlist.bulkTag(currentUser(request).id, request.body.ids, request.body.module),
  );

  app.post(
    '/watchlist/bulk-tag-remove/',
    { config, schema: { tags, summary: "Remove a module's tag", body: WatchlistBulkTagRequest, response } },
    (request) => watchlist.bulkUntag(currentUser(request).id, request.body.ids, request.body.module),
  );

  app.post(
    '/watchlist/bulk-stars/',
    {
      config,
      schema: { tags, summary: 'Set the stars of items', body: WatchlistBulkStarsRequest, response },
    },
    (request) => watchlist.bulkStars(currentUser(request).id, request.body.ids, request.body.stars),
  );

  app.post(
    '/watchlist/bulk-delete/',
    { config, schema: { tags, summary: 'Remove items', body: WatchlistBulkDeleteRequest, response } },
    (request) => watchlist.bulkDelete(currentUser(request).id, request.body.ids),
  );
};
