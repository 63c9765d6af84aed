import { z } from 'zod';

/** GET admin/users/?search= : keep users whose username contains `search` (any case). */
export const UserListQuery = z.object({
  search: z.string().trim().max(150, 'Search must be at most 150 characters.').optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;
