import {
  IdParams,
  UpgradeChangeRequest,
  UpgradeCreateRequest,
  UpgradeRequest,
  UpgradeRequestList,
} from '@app/contracts';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { errorResponses } from '../error-responses.ts';

/**
 * `upgrades/`: a user's own plan upgrade requests (free and above): ask, list, and while pending change
 * the plan or withdraw it. Someone else's request is 404; a decided one is 409.
 */
export const upgradeRoutes: ApiRoutes = async (app, { services }) => {
  const tags = ['upgrades'];

  app.post(
    '/upgrades/',
    {
      config: { minRole: 'free' },
      schema: {
        tags,
        summary: 'Request a plan above the current one (one open request per user)',
        body: UpgradeCreateRequest,
        response: { 201: UpgradeRequest, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const created = await services.upgrades.request(currentUser(request), request.body.plan);
      reply.code(201);
      return created;
    },
  );

  app.get(
    '/upgrades/',
    {
      config: { minRole: 'free' },
      schema: {
        tags,
        summary: "The caller's upgrade requests, newest first",
        response: { 200: UpgradeRequestList, ...errorResponses(401) },
      },
    },
    (request) => services.upgrades.mine(currentUser(request).id),
  );

  app.patch(
    '/upgrades/:id/',
    {
      config: { minRole: 'free' },
      schema: {
        tags,
        summary: "Change the plan of the caller's pending request",
        params: IdParams,
        body: UpgradeChangeRequest,
        response: { 200: UpgradeRequest, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => services.upgrades.change(currentUser(request), request.params.id, request.body.plan),
  );

  app.delete(
    '/upgrades/:id/',
    {
      config: { minRole: 'free' },
      schema: {
        tags,
        summary: "Withdraw the caller's pending request",
        params: IdParams,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await services.upgrades.cancel(currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
};
