import type { User } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { adminUsersApi } from '../../api/admin-users-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { queryKeys } from '../../api/query-keys.ts';
import type { PendingRoleChange } from './user-list.ts';

async function loadUsers() {
  try {
    const users = await adminUsersApi.list();
    toast.success('✅ Users loaded', { toastId: 'users-loaded' });
    return users;
  } catch (error) {
    toast.error('❌ Failed to load users', { toastId: 'users-load-failed' });
    throw error;
  }
}

/** The user list, the pending role change and its confirmation (docs/product.md §4, role change). */
export function useAdminUsers() {
  const queryClient = useQueryClient();
  const users = useQuery({
    queryKey: queryKeys.adminUsers,
    queryFn: loadUsers,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [pending, setPending] = useState<PendingRoleChange | null>(null);
  /** A deactivation waiting for its confirmation (activating needs none). */
  const [deactivating, setDeactivating] = useState<User | null>(null);
  const [changeError, setChangeError] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: ({ user, role }: PendingRoleChange) => adminUsersApi.changeRole(user.id, role),
    onSuccess: (_saved, { role }) => {
      toast.success(`✅ Role changed to ${role}`);
      setChangeError(null);
    },
    onError: (error) => {
      toast.error('❌ Failed to change role');
      setChangeError(error instanceof ApiError && error.detail ? error.detail : null);
    },
    onSettled: () => {
      setPending(null);
      return queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
    },
  });

  const activation = useMutation({
    mutationFn: ({ user, active }: { user: User; active: boolean }) =>
      adminUsersApi.setActive(user.id, active),
    onSuccess: (saved) => {
      toast.success(`✅ ${saved.username} ${saved.is_active ? 'activated' : 'deactivated'}`);
      setChangeError(null);
    },
    onError: (error) => {
      toast.error('❌ Failed to change status');
      setChangeError(error instanceof ApiError && error.detail ? error.detail : null);
    },
    onSettled: () => {
      setDeactivating(null);
      return queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
    },
  });

  return {
    users: users.data ?? [],
    isLoading: users.isPending,
    isFetching: users.isFetching,
    loadFailed: users.isError,
    reload: () => users.refetch(),
    pending,
    choose: (next: PendingRoleChange | null) => {
      setChangeError(null);
      setDeactivating(null);
      setPending(next);
    },
    cancel: () => setPending(null),
    confirm: () => {
      if (pending) change.mutate(pending);
    },
    /** Activating saves at once; deactivating first asks (`deactivating`, then confirm or cancel). */
    setActive: (user: User, active: boolean) => {
      if (active) return activation.mutate({ user, active });
      setChangeError(null);
      setPending(null);
      setDeactivating(user);
    },
    deactivating,
    confirmDeactivate: () => {
      if (deactivating) activation.mutate({ user: deactivating, active: false });
    },
    cancelDeactivate: () => setDeactivating(null),
    isSaving: change.isPending || activation.isPending,
    changeError,
    dismissError: () => setChangeError(null),
  };
}
