import {
  AdminUpgradeListQuery,
  AdminUpgradeRequest,
  AdminUpgradeRequestList,
  IdParams,
} from '@app/contracts';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { errorResponses } from '../error-responses.ts';

const NoBody = z.object({}).strict().nullish();

/** `admin/upgrades/`: plan upgrade requests, approved (the role changes) or declined by an admin. */
export const adminUpgradeRoutes: ApiRoutes = async (app, { services }) => {
  const tags = ['admin'];

  app.get(
    '/admin/upgrades/',
    {
      config: { minRole: 'admin' },
      schema: {
        tags,
        summary: 'Upgrade requests with their requesters, newest first (?status=pending|approved|declined)',
        querystring: AdminUpgradeListQuery,
        response: { 200: AdminUpgradeRequestList, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => services.upgrades.list(request.query.status),
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/admin/upgrades/:id/${decision}/`,
      {
        config: { minRole: 'admin' },
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? "Approve a pending request: the user's role becomes the plan"
              : 'Decline a pending request',
          params: IdParams,
          body: NoBody,
          response: { 200: AdminUpgradeRequest, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => services.upgrades[decision](request.params.id, currentUser(request).id),
    );
  }
};
