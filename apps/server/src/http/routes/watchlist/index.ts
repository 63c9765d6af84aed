import {
  IdParams,
  WatchlistCreateRequest,
  WatchlistItem,
  WatchlistModulesResponse,
  WatchlistPatchRequest,
  WatchlistResponse,
  WatchlistToggleTagRequest,
} from '@app/contracts';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses } from '../error-responses.ts';
import { watchlistBulkRoutes } from './bulk-routes.ts';
import type { WatchlistRoutes } from './watchlist-plugin.ts';

/** `watchlist/…`: the caller's own watchlist (free and above; other users' items are 404). */
export const watchlistRoutes: WatchlistRoutes = async (app, options) => {
  const { watchlist } = options.services;
  const tags = ['watchlist'];
  const config = { minRole: 'free' } as const;

  app.get(
    '/watchlist/',
    {
      config,
      schema: {
        tags,
        summary: "The caller's watchlist, oldest first",
        response: { 200: WatchlistResponse, ...errorResponses(401, 403) },
      },
    },
    (request) => watchlist.list(currentUser(request).id),
  );

  app.get(
    '/watchlist/modules/',
    {
      config,
      schema: {
        tags,
        summary: 'The module → tag map for tagging',
        response: { 200: WatchlistModulesResponse, ...errorResponses(401, 403) },
      },
    },
    () => watchlist.modules(),
  );

  app.post(
    '/watchlist/',
    {
      config,
      schema: {
        tags,
        summary: 'Add a symbol (stars default to default_star_rating)',
        body: WatchlistCreateRequest,
        response: { 201: WatchlistItem, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await watchlist.add(currentUser(request).id, request.body)),
  );

  app.patch(
    '/watchlist/:id/',
    {
      config,
      schema: {
        tags,
        summary: "Change an item's stars",
        params: IdParams,
        body: WatchlistPatchRequest,
        response: { 200: WatchlistItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => watchlist.setStars(currentUser(request).id, request.params.id, request.body.stars),
  );

  app.delete(
    '/watchlist/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'Remove an item',
        params: IdParams,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await watchlist.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/watchlist/:id/toggle-tag/',
    {
      config,
      schema: {
        tags,
        summary: 'Add the tag (a tag or module name) when the item lacks it, else remove it',
        params: IdParams,
        body: WatchlistToggleTagRequest,
        response: { 200: WatchlistItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => watchlist.toggleTag(currentUser(request).id, request.params.id, request.body.tag),
  );

  await watchlistBulkRoutes(app, options);
};
