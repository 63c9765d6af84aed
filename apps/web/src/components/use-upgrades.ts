import type { UpgradePlan } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-toastify/unstyled';
import { detailOr } from '../api/error-detail.ts';
import { queryKeys } from '../api/query-keys.ts';
import { upgradesApi } from '../api/upgrades-api.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { hasUnseenApproval, planTitle } from './upgrade-state.ts';

/** While a request is open its decision is looked for this often. */
const PENDING_POLL_MS = 5000;

/**
 * The user's upgrade requests (polled while one is open). When one has been approved but the loaded
 * profile still has the old role, the profile is reloaded: the new role shows without a new login.
 */
export function useMyUpgrades() {
  const { role, isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.myUpgrades,
    queryFn: () => upgradesApi.mine(),
    enabled: isAuthenticated,
    refetchInterval: (q) => (q.state.data?.some((r) => r.status === 'pending') ? PENDING_POLL_MS : false),
  });
  const requests = query.data ?? [];
  const stale = hasUnseenApproval(role, requests);
  useEffect(() => {
    if (stale) void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
  }, [stale, queryClient]);
  return { requests, isLoading: isAuthenticated && query.isPending, loadFailed: query.isError };
}

export function useRequestUpgrade(plan: UpgradePlan) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => upgradesApi.request(plan),
    onSuccess: () => toast.success(`✅ Upgrade to ${planTitle(plan)} requested`),
    onError: (error) => toast.error(detailOr(error, 'Failed to request upgrade')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myUpgrades }),
  });
}

/** Moves the open request to `plan`; the list refetches either way (it may have been decided meanwhile). */
export function useChangeUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, plan }: { id: number; plan: UpgradePlan }) => upgradesApi.change(id, plan),
    onSuccess: (request) => toast.success(`Your request is now for ${planTitle(request.plan)}`),
    onError: (error) => toast.error(detailOr(error, 'Failed to change the request')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myUpgrades }),
  });
}

/** Withdraws the open request. */
export function useCancelUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => upgradesApi.cancel(id),
    onSuccess: () => toast.success('Upgrade request cancelled'),
    onError: (error) => toast.error(detailOr(error, 'Failed to cancel the request')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myUpgrades }),
  });
}
