import {
  AlertInbox,
  type AlertInboxRead,
  AlertRule,
  type AlertRuleCreate,
  type AlertRulePatch,
  type AlertRuleUpdate,
  AlertWebhook,
} from '@app/contracts';
import { api } from './http.ts';
import { listResponse } from './list-response.ts';

const AlertRules = listResponse(AlertRule.array());

/** The user's alerts (issue 12 item 4; contracts in @app/contracts alerts.ts). Rules and inbox: pro+. */
export const alertsApi = {
  rules: () => api.get('alerts/rules/', { schema: AlertRules }),
  /** The form shows a 400's detail itself. */
  createRule: (rule: AlertRuleCreate) => api.post('alerts/rules/', rule, { schema: AlertRule, silent: true }),
  updateRule: (id: number, patch: AlertRulePatch) =>
    api.patch(`alerts/rules/${id}/`, patch, { schema: AlertRule }),
  /** The Edit form shows a 400's detail itself. */
  replaceRule: (id: number, rule: AlertRuleUpdate) =>
    api.put(`alerts/rules/${id}/`, rule, { schema: AlertRule, silent: true }),
  deleteRule: (id: number) => api.delete(`alerts/rules/${id}/`),
  /**
   * Silent: the navbar badge and the toasts load it in the background on every screen; the inbox
   * card shows a failure itself.
   */
  inbox: () => api.get('alerts/inbox/', { schema: AlertInbox, silent: true }),
  markRead: (body: AlertInboxRead) => api.post('alerts/inbox/read/', body),
  /** Premium and above. */
  webhook: () => api.get('alerts/webhook/', { schema: AlertWebhook }),
  /** The card shows a 400's detail itself (e.g. a URL that is not https). */
  saveWebhook: (url: string | null) =>
    api.put('alerts/webhook/', { url }, { schema: AlertWebhook, silent: true }),
};
