import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../composition/app-services.ts';

/**
 * A resource's routes: a plugin in `routes/<resource>/index.ts`, registered under /api/v1 by
 * `routes/index.ts`. Each route declares `config.minRole` and its zod schemas; handlers only call
 * services.
 */
export type ApiRoutes = FastifyPluginAsyncZod<{ services: AppServices }>;
