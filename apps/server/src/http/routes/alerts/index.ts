import {
  AlertInbox,
  AlertInboxRead,
  AlertRule,
  AlertRuleCreate,
  AlertRulePatch,
  AlertRuleUpdate,
  AlertWebhook,
  AlertWebhookUpdate,
  IdParams,
} from '@app/contracts';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { errorResponses } from '../error-responses.ts';

/**
 * `alerts/…` (issue 12 item 4): the caller's alert rules and inbox (pro and above) and own Discord
 * webhook (premium and above). Rules are edited whole (`PUT`, the Edit form) or in part (`PATCH`, the
 * Enabled switch). Another user's rule id is 404. A rule with `discord: true` from a pro
 * user is 403 (Discord delivery is premium).
 */
export const alertRoutes: ApiRoutes = async (app, { services: { alertRules: alerts } }) => {
  const tags = ['alerts'];
  const pro = { minRole: 'pro' } as const;
  const premium = { minRole: 'premium' } as const;

  app.get(
    '/alerts/rules/',
    {
      config: pro,
      schema: {
        tags,
        summary: "The caller's alert rules",
        response: { 200: z.array(AlertRule), ...errorResponses(401, 403) },
      },
    },
    (request) => alerts.listRules(currentUser(request).id),
  );

  app.post(
    '/alerts/rules/',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Add an alert rule',
        body: AlertRuleCreate,
        response: { 201: AlertRule, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await alerts.createRule(currentUser(request), request.body)),
  );

  app.patch(
    '/alerts/rules/:id/',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Change an alert rule',
        params: IdParams,
        body: AlertRulePatch,
        response: { 200: AlertRule, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => alerts.patchRule(currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/alerts/rules/:id/',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Edit an alert rule (the whole rule, checked like a new one)',
        params: IdParams,
        body: AlertRuleUpdate,
        response: { 200: AlertRule, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => alerts.replaceRule(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/alerts/rules/:id/',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Remove an alert rule',
        params: IdParams,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await alerts.deleteRule(currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/alerts/inbox/',
    {
      config: pro,
      schema: {
        tags,
        summary: 'The newest alerts delivered',
        response: { 200: AlertInbox, ...errorResponses(401, 403) },
      },
    },
    (request) => alerts.inbox(currentUser(request).id),
  );

  app.post(
    '/alerts/inbox/read/',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Mark inbox entries read',
        body: AlertInboxRead,
        response: {
          200: z.object({ detail: z.string(), updated: z.number().int() }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    (request) => alerts.markRead(currentUser(request).id, request.body),
  );

  app.get(
    '/alerts/webhook/',
    {
      config: premium,
      schema: {
        tags,
        summary: "The caller's Discord webhook",
        response: { 200: AlertWebhook, ...errorResponses(401, 403) },
      },
    },
    (request) => alerts.webhook(currentUser(request).id),
  );

  app.put(
    '/alerts/webhook/',
    {
      config: premium,
      schema: {
        tags,
        summary: 'Set or clear the Discord webhook (https, public addresses only)',
        body: AlertWebhookUpdate,
        response: { 200: AlertWebhook, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => alerts.setWebhook(currentUser(request).id, request.body.url),
  );
};
