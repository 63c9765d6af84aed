import { AdminSettings, AdminSettingsUpdate } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from '../../../services/settings-service.ts';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses } from '../error-responses.ts';

/** `admin/settings/`: the platform settings (admin only). */
export const settingsRoutes: FastifyPluginAsyncZod<{ services: { settings: SettingsService } }> = async (
  app,
  { services },
) => {
  const tags = ['admin'];

  app.get(
    '/admin/settings/',
    {
      config: { minRole: 'admin' },
      schema: {
        tags,
        summary: 'The full platform settings, defaults filled',
        response: { 200: AdminSettings, ...errorResponses(401, 403) },
      },
    },
    () => services.settings.current(),
  );

  app.put(
    '/admin/settings/',
    {
      config: { minRole: 'admin' },
      schema: {
        tags,
        summary: 'Replace the full platform settings (every field validated; nothing saved on any error)',
        body: AdminSettingsUpdate,
        response: { 200: AdminSettings, ...errorResponses(400, 401, 403, 413) },
      },
    },
    (request) => services.settings.save(request.body, currentUser(request).id),
  );
};
