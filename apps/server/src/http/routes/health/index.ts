import { HealthResponse } from '@app/contracts';
import type { ApiRoutes } from '../api-routes.ts';

export const healthRoutes: ApiRoutes = async (app, { services }) => {
  app.get(
    '/health/',
    {
      // A point a call like any read (docs/api.md "Limits"): far more than a monitor's poll needs, and a
      // flood of it from one address is refused like any other.
      config: { minRole: 'guest' },
      schema: { tags: ['health'], summary: 'Liveness and data freshness', response: { 200: HealthResponse } },
    },
    () => services.health.status(),
  );
};
