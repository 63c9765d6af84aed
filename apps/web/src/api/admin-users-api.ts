import { User, type UserRole } from '@app/contracts';
import { api } from './http.ts';

const UserList = {
  /** The server answers a list; docs/product.md §7 also allows `{results}`. */
  parse(data: unknown): User[] {
    const list = Array.isArray(data) ? data : (data as { results?: unknown } | null)?.results;
    return User.array().parse(list);
  },
};

export const adminUsersApi = {
  list: () => api.get('admin/users/', { schema: UserList }),
  /** 409 with a detail when the last active admin would be demoted. */
  changeRole: (id: number, role: UserRole) => api.patch(`admin/users/${id}/`, { role }, { schema: User }),
  /** 409 with a detail when the last active admin would be deactivated. */
  setActive: (id: number, isActive: boolean) =>
    api.patch(`admin/users/${id}/`, { is_active: isActive }, { schema: User }),
};
