import { RecentTasksResponse, ToolboxLogEntry, ToolboxLogRequest } from '@app/contracts';
import { currentUser } from '../../plugins/auth.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { errorResponses } from '../error-responses.ts';

export const adminTaskRoutes: ApiRoutes = async (app, { services }) => {
  const tags = ['admin'];

  app.get(
    '/admin/tasks/recent/',
    {
      config: { minRole: 'admin' },
      schema: {
        tags,
        summary: 'The 20 newest background tasks, newest first',
        response: { 200: RecentTasksResponse, ...errorResponses(401, 403) },
      },
    },
    () => services.jobs.recentTasks(),
  );

  app.post(
    '/admin/toolbox/log/',
    {
      config: { minRole: 'admin' },
      schema: {
        tags,
        summary: 'Record an admin toolbox action',
        body: ToolboxLogRequest,
        response: { 201: ToolboxLogEntry, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return services.jobs.logToolboxAction(currentUser(request), request.body);
    },
  );
};
