import {
  BiasScoresResponse,
  CprDataQuery,
  CprDataResponse,
  CprInsightsResponse,
  ScreenSettings,
  SymbolMetaResponse,
  TrendModelSummary,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CprFeed } from '../../../services/cpr/cpr-feed.ts';
import { sendCached } from '../../cached-reply.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['cpr'];
const cached =
  'Served from the CPR jobs\u2019 stored results: strong ETag, 304 on If-None-Match, br/gzip over 1 KB.';

/**
 * The public CPR reads (docs/api.md: token optional, a bad token is still 401): CPR rows per range,
 * insights, symbol meta, bias scores (volatility records) and the screen settings the CPR page and
 * dashboard need. Bodies come pre-serialized from the CPR feed (see services/cpr/cpr-feed.ts).
 */
export const cprRoutes: FastifyPluginAsyncZod<{ services: { scope(): { cprFeed: CprFeed } } }> = async (
  app,
  { services },
) => {
  // Read per request: the current source scope's feed (a venue switch is a new scope).
  const feed = () => services.scope().cprFeed;
  const common = { config: { minRole: 'guest' as const }, compress: false as const };

  app.get(
    '/cpr/cpr-data/',
    {
      ...common,
      schema: {
        tags,
        summary:
          'CPR rows of every symbol with the levels of the requested range (?range=daily|weekly|monthly)',
        description: cached,
        querystring: CprDataQuery,
        response: { 200: CprDataResponse, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => sendCached(request, reply, await feed().cprData(request.query.range)),
  );

  app.get(
    '/cpr/cpr-insights/',
    {
      ...common,
      schema: {
        tags,
        summary: 'CPR insights: positions, daily bias and trend-day probability of every symbol',
        description: cached,
        response: { 200: CprInsightsResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => sendCached(request, reply, await feed().insights()),
  );

  app.get(
    '/cpr/trend-model/',
    {
      ...common,
      schema: {
        tags,
        summary:
          'The trend-day model of the latest refit per checkpoint: held-out Brier, base-rate Brier, skill, AUC, reliability, what is served',
        description: cached,
        response: { 200: TrendModelSummary, ...errorResponses(401) },
      },
    },
    async (request, reply) => sendCached(request, reply, await feed().trendModel()),
  );

  app.get(
    '/cpr/symbol-meta/',
    {
      ...common,
      schema: {
        tags,
        summary: 'Market cap and cap category of every active symbol',
        description: cached,
        response: { 200: SymbolMetaResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => sendCached(request, reply, await feed().symbolMeta()),
  );

  app.get(
    '/cpr/bias-scores/',
    {
      ...common,
      schema: {
        tags,
        summary: 'Symbol volatility records (subcategories, positions, scores, inside flags, caps)',
        description: cached,
        response: { 200: BiasScoresResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => sendCached(request, reply, await feed().biasScores()),
  );

  app.get(
    '/cpr/screen-settings/',
    {
      ...common,
      schema: {
        tags,
        summary: 'The CPR width maps and default exchange the CPR screen and dashboard read (read-only)',
        description: cached,
        response: { 200: ScreenSettings, ...errorResponses(401) },
      },
    },
    async (request, reply) => sendCached(request, reply, await feed().screenSettings()),
  );
};
