import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WatchlistService } from '../../../services/watchlist-service.ts';

/** The type of the watchlist route plugins (index.ts and bulk-routes.ts). */
export type WatchlistRoutes = FastifyPluginAsyncZod<{ services: { watchlist: WatchlistService } }>;
