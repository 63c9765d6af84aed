import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../composition/app-services.ts';
import { adminActionRoutes } from './admin-actions/index.ts';
import { adminOverviewRoutes } from './admin-overview/index.ts';
import { adminTaskRoutes } from './admin-tasks/index.ts';
import { adminUpgradeRoutes } from './admin-upgrades/index.ts';
import { adminUserRoutes } from './admin-users/index.ts';
import { alertRoutes } from './alerts/index.ts';
import type { ApiRoutes } from './api-routes.ts';
import { authRoutes } from './auth/index.ts';
import { cprRoutes } from './cpr/index.ts';
import { healthRoutes } from './health/index.ts';
import { ictRoutes } from './ict/index.ts';
import { marketRoutes } from './market/index.ts';
import { positioningRoutes } from './positioning/index.ts';
import { settingsRoutes } from './settings/index.ts';
import { sniperflowRoutes } from './sniperflow/index.ts';
import { streamRoutes } from './stream/index.ts';
import { upgradeRoutes } from './upgrades/index.ts';
import { volumeRoutes } from './volume/index.ts';
import { watchlistRoutes } from './watchlist/index.ts';

/** Every resource of the API; add a new `routes/<resource>/index.ts` here. */
const resources: ApiRoutes[] = [
  healthRoutes,
  authRoutes,
  adminUserRoutes,
  settingsRoutes,
  watchlistRoutes,
  marketRoutes,
  cprRoutes,
  ictRoutes,
  sniperflowRoutes,
  volumeRoutes,
  positioningRoutes,
  streamRoutes,
  adminTaskRoutes,
  adminActionRoutes,
  upgradeRoutes,
  adminUpgradeRoutes,
  adminOverviewRoutes,
  alertRoutes,
];

export async function registerApiRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  for (const routes of resources) await app.register(routes, { prefix: '/api/v1', services });
}
