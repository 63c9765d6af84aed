import {
  IctNoQuery,
  IctSetupsQuery,
  IctSetupsResponse,
  IctTp1ModelInfo,
  IctTrackRecord,
  IctTradeStats,
  IctTradeStatsQuery,
  IctTradesPage,
  IctTradesPageQuery,
  IctTradesQuery,
  IctTradesResponse,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IctFeed } from '../../../services/ict/ict-feed.ts';
import { sendCached } from '../../cached-reply.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['ict'];
const cached =
  'Served from the ICT scan\u2019s stored results: strong ETag, 304 on If-None-Match, br/gzip over 1 KB.';

/**
 * `ict/*` (pro and above): setups, generated trades with their outcomes, and outcome statistics.
 * Bodies come pre-serialized from the ICT feed (services/ict/ict-feed.ts).
 */
export const ictRoutes: FastifyPluginAsyncZod<{ services: { scope(): { ictFeed: IctFeed } } }> = async (
  app,
  { services },
) => {
  // Read per request: the current source scope's feed (a venue switch is a new scope).
  const feed = () => services.scope().ictFeed;
  const common = { config: { minRole: 'pro' as const }, compress: false as const };

  app.get(
    '/ict/setups/',
    {
      ...common,
      schema: {
        tags,
        summary: 'The latest ICT setup of every symbol (or of ?symbol=), with its score breakdown',
        description: cached,
        querystring: IctSetupsQuery,
        response: { 200: IctSetupsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendCached(request, reply, await feed().setups(request.query.symbol)),
  );

  app.get(
    '/ict/trades/',
    {
      ...common,
      schema: {
        tags,
        summary: 'Generated ICT trades, newest first (the newest 500), with status, step times and R',
        description: cached,
        querystring: IctTradesQuery,
        response: { 200: IctTradesResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendCached(request, reply, await feed().trades(request.query)),
  );

  app.get(
    '/ict/trades/page/',
    {
      ...common,
      schema: {
        tags,
        summary:
          'One page of every generated ICT trade, filtered and sorted, with the total and matched counts',
        description: `?page= (1), ?size= (10 to 200, 50), ?symbol= (contains), ?bias=, ?reasons=, ?status= (comma lists), ?sort=generated|p_tp1, ?dir=asc|desc. ${cached}`,
        querystring: IctTradesPageQuery,
        response: { 200: IctTradesPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendCached(request, reply, await feed().tradesPage(request.query)),
  );

  app.get(
    '/ict/trades/stats/',
    {
      ...common,
      schema: {
        tags,
        summary:
          'Trade outcome figures (TP1/TP2/stop/expired rates, average R) overall, by label and by score',
        description: `Trades created in the last ?days= days (default 30). ${cached}`,
        querystring: IctTradeStatsQuery,
        response: { 200: IctTradeStats, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendCached(request, reply, await feed().stats(request.query.days)),
  );

  app.get(
    '/ict/trades/model/',
    {
      ...common,
      schema: {
        tags,
        summary: 'The P(TP1) model served now: what it serves, its fit time and size, held-out AUC and Brier',
        description: `Refit once a day by the ICT scan. ${cached}`,
        querystring: IctNoQuery,
        response: { 200: IctTp1ModelInfo, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendCached(request, reply, await feed().tp1Model()),
  );

  app.get(
    '/ict/trades/track-record/',
    {
      ...common,
      schema: {
        tags,
        summary: 'Realised TP1 rate per decile of p_tp1 and per label, with counts and 95 % intervals',
        description: `Trades created in the last 30 days whose outcome is decided. ${cached}`,
        querystring: IctNoQuery,
        response: { 200: IctTrackRecord, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendCached(request, reply, await feed().trackRecord()),
  );
};
