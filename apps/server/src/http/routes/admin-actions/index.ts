import { ActionAccepted } from '@app/contracts';
import { HEAVY_COST } from '../../plugins/request-limits.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { errorResponses } from '../error-responses.ts';
import { adminActions } from './actions.ts';

/** Every admin action post: admin only, input validated, the job enqueued, 202 `{detail, task_id}`. */
export const adminActionRoutes: ApiRoutes = async (app, { services }) => {
  for (const action of adminActions) {
    app.post(
      action.path,
      {
        config: { minRole: 'admin', cost: HEAVY_COST },
        schema: {
          tags: ['admin actions'],
          summary: action.summary,
          ...(action.querystring ? { querystring: action.querystring } : {}),
          body: action.body,
          response: { 202: ActionAccepted, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const payload = action.payload({ query: request.query, body: request.body });
        const accepted = await services.jobs.trigger(action.job, payload);
        reply.code(202);
        return accepted;
      },
    );
  }
};
