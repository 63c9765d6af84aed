import { UpgradeCreateRequest, UpgradeRequest, UpgradeRequestList } from '@app/contracts';
import { currentUser } from '../../plugins/auth.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { errorResponses } from '../error-responses.ts';

/** `upgrades/`: a user's own plan upgrade requests (free and above). */
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
};
