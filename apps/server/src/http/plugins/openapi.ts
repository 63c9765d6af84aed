import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const OPENAPI_PATH = '/api/v1/openapi.json';

/**
 * The OpenAPI document at /api/v1/openapi.json, generated from the zod schemas the routes validate
 * with. Register before the routes: it collects them as they are added.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Trading analytics API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get(OPENAPI_PATH, { config: { minRole: 'guest' }, schema: { hide: true } }, async () => app.swagger());
}
