import { HealthResponse } from '@app/contracts';
import type { ApiRoutes } from '../api-routes.ts';

export const healthRoutes: ApiRoutes = async (app, { services }) => {
  app.get(
    '/health/',
    {
      config: { minRole: 'guest' },
      schema: { tags: ['health'], summary: 'Liveness and data freshness', response: { 200: HealthResponse } },
    },
    () => services.health.status(),
  );
};
