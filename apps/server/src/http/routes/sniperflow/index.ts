import { SniperflowSummaryResponse } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LiquidityFeed } from '../../../services/liquidity/liquidity-feed.ts';
import { sendCached } from '../../cached-reply.ts';
import { errorResponses } from '../error-responses.ts';

/**
 * `sniperflow/summary` (premium and above; no trailing slash, as the spec writes it): every symbol's
 * session-liquidity row for today, pre-serialized by the liquidity feed (services/liquidity).
 */
export const sniperflowRoutes: FastifyPluginAsyncZod<{
  services: { scope(): { liquidityFeed: LiquidityFeed } };
}> = async (app, { services }) => {
  app.get(
    '/sniperflow/summary',
    {
      config: { minRole: 'premium' },
      compress: false,
      schema: {
        tags: ['sniperflow'],
        summary:
          'Session liquidity of every symbol today: PDH/PDL and Asia/London levels with sweeps and hit times, bias, daily CPR, A/M/D',
        description:
          'Served from the SniperFlow runs\u2019 stored results: strong ETag, 304 on If-None-Match, br/gzip over 1 KB.',
        response: { 200: SniperflowSummaryResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => sendCached(request, reply, await services.scope().liquidityFeed.summary()),
  );
};
