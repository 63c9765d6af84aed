import { CandlesQuery, CandlesResponse, OverlaysQuery, OverlaysResponse } from '@app/contracts';
import { sendCached } from '../../cached-reply.ts';
import { HEAVY_COST } from '../../plugins/request-limits.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { errorResponses } from '../error-responses.ts';

const cached =
  'Built once per symbol, timeframe and window until the stored bars, the forming bar or (overlays) the ' +
  'settings or trades change: strong ETag, 304 on If-None-Match, br/gzip over 1 KB.';

/** `market/*`: bodies from the chart feed (services/market/chart-feed.ts). */
export const marketRoutes: ApiRoutes = async (app, { services }) => {
  app.get(
    '/market/candles/',
    {
      config: { minRole: 'free', cost: HEAVY_COST },
      compress: false,
      schema: {
        tags: ['market'],
        description: cached,
        summary:
          'Chart candles [open_time_ms, o, h, l, c, quote volume], ascending, the last one possibly forming',
        querystring: CandlesQuery,
        response: { 200: CandlesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await services.scope().chartFeed.candles(request.query)),
  );

  app.get(
    '/market/overlays/',
    {
      config: { minRole: 'free', cost: HEAVY_COST },
      compress: false,
      schema: {
        tags: ['market'],
        description: cached,
        summary:
          'Chart overlays of one symbol (CPRs, virgin CPR ledger, session levels, FVGs, swings, leg, OTE, dealing range, trades); times in ms',
        querystring: OverlaysQuery,
        response: { 200: OverlaysResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await services.scope().chartFeed.overlays(request.query)),
  );
};
