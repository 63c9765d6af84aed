import type { AdminSettings } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { adminSettingsApi } from '../../api/admin-settings-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { hasUnsavedEdits } from './settings-edits.ts';
import { inTabWordsAll } from './settings-labels.ts';
import { type FieldErrors, validateSettings } from './settings-validation.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

/** docs/product.md §8 (Platform Settings). */
export const SETTINGS_FETCH_FAILED = 'Failed to fetch settings';
const SETTINGS_SAVE_FAILED = 'Failed to save settings';
const SETTINGS_SAVED = '✅ Settings saved';
/** Asked before leaving the screen with edits not saved. */
export const UNSAVED_LEAVE_PROMPT = 'You have unsaved settings. Leave this page and lose them?';

async function load(): Promise<AdminSettings> {
  try {
    return await adminSettingsApi.get();
  } catch (error) {
    toast.error(SETTINGS_FETCH_FAILED, { toastId: 'settings-fetch-failed' });
    throw error;
  }
}

/** Drops the server's messages of a field once it is edited. */
function withoutField(errors: FieldErrors, field: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== field && !key.startsWith(`${field}.`)),
  );
}

/**
 * The settings screen's state: the loaded settings, the edited draft, the browser's validation (the
 * server's rules) and the server's field errors of the last save.
 */
export function useAdminSettings() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.adminSettings,
    queryFn: load,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [draft, setDraft] = useState<AdminSettings | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (query.data && draft === null) setDraft(query.data);
  }, [query.data, draft]);

  const clientErrors = useMemo(() => (draft ? validateSettings(draft) : {}), [draft]);
  const errors = useMemo(
    () => inTabWordsAll({ ...clientErrors, ...serverErrors }),
    [clientErrors, serverErrors],
  );
  const unsaved = hasUnsavedEdits(draft, query.data);
  const leaving = useLeaveGuard(unsaved);

  const save = useMutation({
    mutationFn: (settings: AdminSettings) => adminSettingsApi.save(settings),
    onSuccess: async (saved) => {
      toast.success(SETTINGS_SAVED);
      setServerErrors({});
      setDraft(saved);
      queryClient.setQueryData(queryKeys.adminSettings, saved);
      // The screens' slice (CPR maps, exchange, toast position and duration) follows at once.
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminSettings, refetchType: 'all' });
    },
    onError: (error) => {
      toast.error(SETTINGS_SAVE_FAILED);
      if (error instanceof ApiError && error.errors) setServerErrors(error.errors);
    },
  });

  return {
    draft,
    status: query.isPending ? 'loading' : query.isError ? 'failed' : 'succeeded',
    /** Field errors in the tabs' words (settings-labels.ts), keyed by field path. */
    errors,
    hasUnsavedEdits: unsaved,
    /** The router's hold on a navigation away from unsaved edits (LeaveConfirmModal asks). */
    leaving,
    isValid: Object.keys(clientErrors).length === 0,
    isSaving: save.isPending,
    /** Sets one field of the draft. */
    set: <K extends keyof AdminSettings>(field: K, value: AdminSettings[K]) => {
      setDraft((current) => (current ? { ...current, [field]: value } : current));
      setServerErrors((current) => withoutField(current, field));
    },
    save: () => {
      if (draft) save.mutate(draft);
    },
    reload: () => query.refetch(),
  };
}
