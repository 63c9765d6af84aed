import { CandlesQuery, CandlesResponse, OverlaysQuery, OverlaysResponse } from '@app/contracts';
import type { ApiRoutes } from '../api-routes.ts';
import { errorResponses } from '../error-responses.ts';

export const marketRoutes: ApiRoutes = async (app, { services }) => {
  app.get(
    '/market/candles/',
    {
      config: { minRole: 'free' },
      schema: {
        tags: ['market'],
        summary:
          'Chart candles [open_time_ms, o, h, l, c, quote volume], ascending, the last one possibly forming',
        querystring: CandlesQuery,
        response: { 200: CandlesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => services.candles.chart(request.query.symbol, request.query.tf, request.query.limit),
  );

  app.get(
    '/market/overlays/',
    {
      config: { minRole: 'free' },
      schema: {
        tags: ['market'],
        summary:
          'Chart overlays of one symbol (CPRs, virgin CPR ledger, session levels, FVGs, swings, leg, OTE, dealing range, trades); times in ms',
        querystring: OverlaysQuery,
        response: { 200: OverlaysResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => services.overlays.overlays(request.query),
  );
};
