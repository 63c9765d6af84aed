import { z } from 'zod';
import { UserRole } from './roles.ts';

/** The paid plans a user can ask for (docs/product.md §3 "Plans"); each is also the role it grants. */
const upgradePlans = ['pro', 'premium'] as const;
export const UpgradePlan = z.enum(upgradePlans, { error: 'plan must be pro or premium.' });
export type UpgradePlan = z.infer<typeof UpgradePlan>;

const upgradeStatuses = ['pending', 'approved', 'declined'] as const;
export const UpgradeStatus = z.enum(upgradeStatuses, {
  error: 'status must be pending, approved or declined.',
});
export type UpgradeStatus = z.infer<typeof UpgradeStatus>;

/** POST upgrades/: ask for a plan above the caller's current one. */
export const UpgradeCreateRequest = z.object({ plan: UpgradePlan }).strict();
export type UpgradeCreateRequest = z.infer<typeof UpgradeCreateRequest>;

/** PATCH upgrades/{id}/: change a pending request to another plan (still above the caller's role). */
export const UpgradeChangeRequest = z.object({ plan: UpgradePlan }).strict();
export type UpgradeChangeRequest = z.infer<typeof UpgradeChangeRequest>;

/** One plan upgrade request as its requester sees it (`decided_at` null while pending). */
export const UpgradeRequest = z.object({
  id: z.number().int(),
  plan: UpgradePlan,
  status: UpgradeStatus,
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type UpgradeRequest = z.infer<typeof UpgradeRequest>;

/** GET upgrades/: the caller's requests, newest first. */
export const UpgradeRequestList = z.array(UpgradeRequest);

/** An upgrade request as the admin sees it: with the requester. */
export const AdminUpgradeRequest = UpgradeRequest.extend({
  user: z.object({ id: z.number().int(), username: z.string(), email: z.string(), role: UserRole }),
});
export type AdminUpgradeRequest = z.infer<typeof AdminUpgradeRequest>;
export const AdminUpgradeRequestList = z.array(AdminUpgradeRequest);

/** GET admin/upgrades/?status=: keep the requests of that status (all without it). */
export const AdminUpgradeListQuery = z.object({ status: UpgradeStatus.optional() }).strict();
export type AdminUpgradeListQuery = z.infer<typeof AdminUpgradeListQuery>;

/** Copy of the 409/400 answers, shared by the server and the web app's messages. */
export const UPGRADE_OPEN_DETAIL = 'You already have an open upgrade request.';
export const UPGRADE_NOT_HIGHER_DETAIL = 'Choose a plan above your current one.';
export const UPGRADE_DECIDED_DETAIL = 'This upgrade request has already been decided.';
export const UPGRADE_NOT_FOUND_DETAIL = 'Upgrade request not found.';
