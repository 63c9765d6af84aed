import type { Profile, TimeZoneChoice } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timeZoneStore } from '../lib/time-zone-store.ts';
import { authApi } from './auth-api.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Changes the zone every screen shows times in: a signed-in user's choice is stored on the server
 * (PATCH auth/profile/) and shown at once, put back if the server refuses (the API client's toast
 * says why); a guest's is kept in this browser.
 */
export function useSetTimeZone(signedIn: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: TimeZoneChoice): Promise<Profile | null> =>
      signedIn ? authApi.setTimeZone(choice) : null,
    onMutate: (choice) => {
      const previous = timeZoneStore.choice();
      if (signedIn) timeZoneStore.setUserChoice(choice);
      else timeZoneStore.setGuestChoice(choice);
      return { previous };
    },
    onSuccess: (profile) => {
      if (profile) queryClient.setQueryData(queryKeys.profile, profile);
    },
    onError: (_error, _choice, context) => {
      if (context) timeZoneStore.setUserChoice(context.previous);
    },
  });
}
