import type { User, UserPatchRequest } from '@app/contracts';
import type { RefreshTokenRepository } from '../repositories/refresh-token-repository.ts';
import type { UserRepository } from '../repositories/user-repository.ts';
import { ConflictError, NotFoundError } from './errors.ts';
import { toUser } from './user-dto.ts';

export const LAST_ADMIN_DETAIL = 'The last active admin cannot be demoted or deactivated.';

export interface UserAdminService {
  /** Users ordered by id; `search` keeps usernames containing it (any case). */
  list(search?: string): Promise<User[]>;
  /**
   * Changes a user's role and/or active flag. Unknown id: NotFoundError. Leaving no active admin:
   * ConflictError. Deactivating a user also revokes their refresh tokens.
   */
  update(id: number, patch: UserPatchRequest): Promise<User>;
}

export interface UserAdminDeps {
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  now: () => Date;
  /** Told once a change is stored, so this process's cached caller is read again on the next request. */
  onUserChanged?: (userId: number) => void;
}

export function createUserAdminService({
  users,
  refreshTokens,
  now,
  onUserChanged,
}: UserAdminDeps): UserAdminService {
  return {
    async list(search) {
      return (await users.list(search)).map(toUser);
    },

    async update(id, patch) {
      const updated = await users.transaction(async (repo) => {
        const activeAdmins = await repo.lockActiveAdminIds();
        const target = await repo.findById(id);
        if (!target) throw new NotFoundError('User not found.');
        const staysActiveAdmin =
          (patch.role ?? target.role) === 'admin' && (patch.is_active ?? target.isActive);
        if (activeAdmins.includes(id) && !staysActiveAdmin && activeAdmins.length === 1) {
          throw new ConflictError(LAST_ADMIN_DETAIL);
        }
        const row = await repo.update(id, { role: patch.role, isActive: patch.is_active });
        if (!row) throw new NotFoundError('User not found.');
        return row;
      });
      onUserChanged?.(updated.id);
      if (!updated.isActive) await refreshTokens.revokeUser(updated.id, now());
      return toUser(updated);
    },
  };
}
