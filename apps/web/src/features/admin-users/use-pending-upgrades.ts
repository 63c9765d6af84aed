import type { AdminUpgradeRequest } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { detailOr } from '../../api/error-detail.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { upgradesApi } from '../../api/upgrades-api.ts';
import { planTitle } from '../../components/upgrade-state.ts';

type Decision = 'approve' | 'decline';

/** Pending plan upgrade requests and the admin's approve/decline (the user list reloads after). */
export function usePendingUpgrades() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.pendingUpgrades,
    queryFn: () => upgradesApi.pending(),
    refetchOnWindowFocus: false,
  });
  const decide = useMutation({
    mutationFn: ({ request, decision }: { request: AdminUpgradeRequest; decision: Decision }) =>
      decision === 'approve' ? upgradesApi.approve(request.id) : upgradesApi.decline(request.id),
    onSuccess: (saved, { decision }) => {
      const verb = decision === 'approve' ? 'approved' : 'declined';
      toast.success(`✅ ${planTitle(saved.plan)} upgrade ${verb} for ${saved.user.username}`);
    },
    onError: (error) => toast.error(detailOr(error, '❌ Failed to decide the upgrade request')),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.pendingUpgrades });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
    },
  });
  return {
    requests: query.data ?? [],
    isLoading: query.isPending,
    decide: (request: AdminUpgradeRequest, decision: Decision) => decide.mutate({ request, decision }),
    deciding: decide.isPending ? decide.variables?.request.id : undefined,
  };
}
