import { VolumeCurrentQuery, VolumeSnapshotsResponse, VolumeSymbolParams } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VolumeFeed } from '../../../services/volume/volume-feed.ts';
import { sendCached } from '../../cached-reply.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['volume'];
const cached =
  'Served from the volume classification\u2019s stored snapshots: strong ETag, 304 on If-None-Match, ' +
  'br/gzip over 1 KB. With a bearer token, in_watchlist, stars and tags are the caller\u2019s own.';

/**
 * `volume/volume-snapshots/*` (docs/api.md: token optional, a bad token is still 401). Bodies come
 * pre-serialized from the volume feed (services/volume/volume-feed.ts), with the caller's watchlist
 * marks merged in when a token is sent.
 */
export const volumeRoutes: FastifyPluginAsyncZod<{
  services: { scope(): { volumeFeed: VolumeFeed } };
}> = async (app, { services }) => {
  // Read per request: the current source scope's feed (a venue switch is a new scope).
  const feed = () => services.scope().volumeFeed;
  const common = { config: { minRole: 'guest' as const }, compress: false as const };

  app.get(
    '/volume/volume-snapshots/current/',
    {
      ...common,
      schema: {
        tags,
        summary: 'The latest volume snapshot of every symbol (of the last 24 h of market time)',
        description: cached,
        querystring: VolumeCurrentQuery,
        response: { 200: VolumeSnapshotsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await feed().current(request.user?.id ?? null), ['authorization']),
  );

  app.get(
    '/volume/volume-snapshots/:symbol/',
    {
      ...common,
      schema: {
        tags,
        summary: 'One symbol\u2019s latest snapshot of each session today (UTC), oldest session first',
        description: `Unknown symbol: 404. ${cached}`,
        params: VolumeSymbolParams,
        response: { 200: VolumeSnapshotsResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await feed().symbolSessions(request.params.symbol, request.user?.id ?? null),
        ['authorization'],
      ),
  );
};
