import type {
  AlertInbox,
  AlertInboxRead,
  AlertRule,
  AlertRuleCreate,
  AlertRulePatch,
  AlertRuleUpdate,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertsApi } from './alerts-api.ts';
import { queryKeys } from './query-keys.ts';

const NO_RULES: AlertRule[] = [];
const EMPTY_INBOX: AlertInbox = { items: [], unread: 0 };

/** The user's alert rules (pro and above). */
export function useAlertRules() {
  const query = useQuery({ queryKey: queryKeys.alertRules, queryFn: () => alertsApi.rules() });
  return { rules: query.data ?? NO_RULES, isLoading: query.isPending, loadFailed: query.isError };
}

/** The inbox (pro and above); `enabled` false for lower roles, so nothing is requested. */
export function useAlertInbox(enabled = true) {
  const query = useQuery({ queryKey: queryKeys.alertInbox, queryFn: () => alertsApi.inbox(), enabled });
  return {
    inbox: query.data ?? EMPTY_INBOX,
    loaded: query.data !== undefined,
    isLoading: query.isPending && enabled,
    loadFailed: query.isError,
  };
}

/** Rule changes; each reloads the rules. */
export function useAlertRuleActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.alertRules });
  const create = useMutation({
    mutationFn: (rule: AlertRuleCreate) => alertsApi.createRule(rule),
    onSuccess,
  });
  // Optimistic: the switch flips at once; a failure (toasted by the client) reloads the truth.
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AlertRulePatch }) => alertsApi.updateRule(id, patch),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.alertRules });
      queryClient.setQueryData<AlertRule[]>(queryKeys.alertRules, (rules) =>
        rules?.map((rule) => (rule.id === id ? { ...rule, ...patch } : rule)),
      );
    },
    onSettled: onSuccess,
  });
  const replace = useMutation({
    mutationFn: ({ id, rule }: { id: number; rule: AlertRuleUpdate }) => alertsApi.replaceRule(id, rule),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: number) => alertsApi.deleteRule(id), onSuccess });
  return { create, update, replace, remove };
}

/** Marks inbox entries read, then reloads the inbox. */
export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertInboxRead) => alertsApi.markRead(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.alertInbox }),
  });
}

/** The user's Discord webhook (premium and above; `enabled` false below). */
export function useAlertWebhook(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.alertWebhook, queryFn: () => alertsApi.webhook(), enabled });
  const save = useMutation({
    mutationFn: (url: string | null) => alertsApi.saveWebhook(url),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.alertWebhook, saved),
  });
  return { url: query.data?.url ?? null, loaded: query.data !== undefined, loadFailed: query.isError, save };
}
