import { z } from 'zod';
import { UserRole } from './roles.ts';

/** PATCH admin/users/{id}/: change a role and/or the active flag. */
export const UserPatchRequest = z
  .object({ role: UserRole.optional(), is_active: z.boolean().optional() })
  .strict()
  .refine((b) => b.role !== undefined || b.is_active !== undefined, 'Send role or is_active.');
export type UserPatchRequest = z.infer<typeof UserPatchRequest>;
