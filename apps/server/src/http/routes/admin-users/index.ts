import { IdParams, User, UserListQuery, UserPatchRequest } from '@app/contracts';
import { z } from 'zod';
import type { ApiRoutes } from '../api-routes.ts';
import { errorResponses } from '../error-responses.ts';

export const adminUserRoutes: ApiRoutes = async (app, { services }) => {
  const tags = ['admin'];

  app.get(
    '/admin/users/',
    {
      config: { minRole: 'admin' },
      schema: {
        tags,
        summary: 'List users by id, optionally filtered by username',
        querystring: UserListQuery,
        response: { 200: z.array(User), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => services.userAdmin.list(request.query.search),
  );

  app.patch(
    '/admin/users/:id/',
    {
      config: { minRole: 'admin' },
      schema: {
        tags,
        summary: "Change a user's role or active flag",
        params: IdParams,
        body: UserPatchRequest,
        response: { 200: User, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => services.userAdmin.update(request.params.id, request.body),
  );
};
