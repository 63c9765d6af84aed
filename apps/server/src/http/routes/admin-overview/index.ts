import { AdminOverview } from '@app/contracts';
import type { ApiRoutes } from '../api-routes.ts';
import { errorResponses } from '../error-responses.ts';

/** `admin/overview/`: the operator's overview on the Admin Dashboard (admin only). */
export const adminOverviewRoutes: ApiRoutes = async (app, { services }) => {
  app.get(
    '/admin/overview/',
    {
      config: { minRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Market source and data time, stored bars per timeframe, jobs, users and the trend model',
        response: { 200: AdminOverview, ...errorResponses(401, 403) },
      },
    },
    () => services.adminOverview.overview(),
  );
};
