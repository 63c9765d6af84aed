import type { Profile, ProfilePatchRequest } from '@app/contracts';
import type { UserRepository } from '../repositories/user-repository.ts';
import { UnauthorizedError } from './errors.ts';
import { toProfile } from './user-dto.ts';

/** Told when the account is gone between the caller check and the read (deleted meanwhile). */
const ACCOUNT_GONE_DETAIL = 'User not found.';

export interface ProfileService {
  /** The caller's profile: the user and their preferences (docs/api.md §4, auth). */
  get(userId: number): Promise<Profile>;
  /** Stores the caller's own preferences and answers the profile with them. */
  update(userId: number, patch: ProfilePatchRequest): Promise<Profile>;
}

export function createProfileService({ users }: { users: UserRepository }): ProfileService {
  return {
    async get(userId) {
      const row = await users.findById(userId);
      if (!row) throw new UnauthorizedError(ACCOUNT_GONE_DETAIL);
      return toProfile(row);
    },

    async update(userId, patch) {
      const row = await users.update(userId, { timeZone: patch.time_zone });
      if (!row) throw new UnauthorizedError(ACCOUNT_GONE_DETAIL);
      return toProfile(row);
    },
  };
}
