import { HealthResponse } from '@app/contracts';
import type { ApiRoutes } from '../api-routes.ts';

export const healthRoutes: ApiRoutes = async (app, { services }) => {
  app.get(
    '/health/',
    {
      // Exempt from the request limits: load balancers and monitors poll it.
      config: { minRole: 'guest', cost: 0 },
      schema: { tags: ['health'], summary: 'Liveness and data freshness', response: { 200: HealthResponse } },
    },
    () => services.health.status(),
  );
};
