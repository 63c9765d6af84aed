import {
  PositioningHistoryQuery,
  PositioningHistoryResponse,
  PositioningSnapshotQuery,
  PositioningSnapshotResponse,
} from '@app/contracts';
import { sendCached } from '../../cached-reply.ts';
import { HEAVY_COST } from '../../plugins/request-limits.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['positioning'];
const cached =
  'Built once per ingest (the `positioning` stream event) and 5-minute close: strong ETag, 304 on ' +
  'If-None-Match, br/gzip over 1 KB. Fields a venue does not give are null, never 0 (docs/positioning.md).';

/** `positioning/*`: bodies from the positioning feed (services/positioning/positioning-feed.ts). */
export const positioningRoutes: ApiRoutes = async (app, { services }) => {
  app.get(
    '/positioning/snapshot/',
    {
      config: { minRole: 'free' },
      compress: false,
      schema: {
        tags,
        summary:
          'Funding, open interest and its 1h/4h/24h change, long/short and taker ratios, 24 h liquidations: one row per symbol',
        description: cached,
        querystring: PositioningSnapshotQuery,
        response: { 200: PositioningSnapshotResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendCached(request, reply, await services.scope().positioningFeed.snapshot()),
  );

  app.get(
    '/positioning/history/',
    {
      config: { minRole: 'pro', cost: HEAVY_COST },
      compress: false,
      schema: {
        tags,
        summary:
          'One symbol\u2019s funding settlements, open interest readings and liquidation buckets in [from, to], in time order',
        description: `At most 31 days per call; unknown symbol: 404. ${cached}`,
        querystring: PositioningHistoryQuery,
        response: { 200: PositioningHistoryResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await services.scope().positioningFeed.history(request.query)),
  );
};
