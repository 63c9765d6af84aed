import {
  type AdminUpgradeRequest,
  type Role,
  roleRank,
  UPGRADE_DECIDED_DETAIL,
  UPGRADE_NOT_FOUND_DETAIL,
  UPGRADE_NOT_HIGHER_DETAIL,
  UPGRADE_OPEN_DETAIL,
  type UpgradePlan,
  type UpgradeRequest,
  type UpgradeStatus,
} from '@app/contracts';
import type { UpgradeRequestRow } from '../../db/schema.ts';
import { isoOrNull } from '../../lib/time.ts';
import { DuplicateKeyError } from '../../repositories/database-errors.ts';
import type { UpgradeRequestRepository } from '../../repositories/upgrade-request-repository.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.ts';
import type { PlanBilling } from './plan-billing.ts';

export interface UpgradeService {
  /** Stores a pending request of `user` for `plan`: 400 when the plan is not above the role, 409 when one is open. */
  request(user: { id: number; role: Role }, plan: UpgradePlan): Promise<UpgradeRequest>;
  /**
   * Moves the user's own pending request to another plan: 404 when it is not theirs, 409 when it was
   * decided, 400 when the plan is not above their role.
   */
  change(user: { id: number; role: Role }, id: number, plan: UpgradePlan): Promise<UpgradeRequest>;
  /** Withdraws the user's own pending request (deleted: it was never decided): 404 / 409 as `change`. */
  cancel(userId: number, id: number): Promise<void>;
  /** The user's requests, newest first. */
  mine(userId: number): Promise<UpgradeRequest[]>;
  /** Requests with their requesters (of `status`, or all), newest first. */
  list(status?: UpgradeStatus): Promise<AdminUpgradeRequest[]>;
  countPending(): Promise<number>;
  /** Approves a pending request and raises the user's role to the plan (never lowers it). */
  approve(id: number, adminId: number): Promise<AdminUpgradeRequest>;
  decline(id: number, adminId: number): Promise<AdminUpgradeRequest>;
}

export interface UpgradeDeps {
  upgrades: UpgradeRequestRepository;
  billing: PlanBilling;
  now: () => Date;
  /** Told once a role change is stored, so this process's cached caller is read again on the next request. */
  onUserChanged?: (userId: number) => void;
  /**
   * Told once a user's requests changed without their user row changing (declined, changed, cancelled),
   * so every API process tells that user's open tabs (an approval's role change is heard from the row).
   */
  onRequestsChanged?: (userId: number) => void;
}

function toRequest(row: UpgradeRequestRow): UpgradeRequest {
  return {
    id: row.id,
    plan: row.plan as UpgradePlan,
    status: row.status as UpgradeStatus,
    created_at: row.createdAt.toISOString(),
    decided_at: isoOrNull(row.decidedAt),
  };
}

export function createUpgradeService({
  upgrades,
  billing,
  now,
  onUserChanged,
  onRequestsChanged,
}: UpgradeDeps): UpgradeService {
  const billingOf = (row: UpgradeRequestRow) => ({
    requestId: row.id,
    userId: row.userId,
    plan: row.plan as UpgradePlan,
  });

  async function decide(id: number, adminId: number, status: 'approved' | 'declined') {
    const result = await upgrades.transaction(async (tx) => {
      const row = await tx.upgrades.lockById(id);
      if (!row) throw new NotFoundError(UPGRADE_NOT_FOUND_DETAIL);
      if (row.status !== 'pending') throw new ConflictError(UPGRADE_DECIDED_DETAIL);
      const decided = await tx.upgrades.decide(id, { status, decidedBy: adminId, decidedAt: now() });
      const user = await tx.users.findById(row.userId);
      if (!user) throw new NotFoundError('User not found.');
      const plan = decided.plan as UpgradePlan;
      const raised =
        status === 'approved' && roleRank[plan] > roleRank[user.role]
          ? ((await tx.users.update(user.id, { role: plan })) ?? user)
          : user;
      return { decided, user: raised };
    });
    if (status === 'approved') onUserChanged?.(result.user.id);
    else onRequestsChanged?.(result.user.id);
    await (status === 'approved' ? billing.approved : billing.declined)(billingOf(result.decided));
    const { id: userId, username, email, role } = result.user;
    return { ...toRequest(result.decided), user: { id: userId, username, email, role } };
  }

  /** Runs `work` on the caller's own pending request, locked: someone else's is not found. */
  async function ownPending<T>(
    userId: number,
    id: number,
    work: (repo: UpgradeRequestRepository, row: UpgradeRequestRow) => Promise<T>,
  ): Promise<T> {
    const result = await upgrades.transaction(async (tx) => {
      const row = await tx.upgrades.lockById(id);
      if (!row || row.userId !== userId) throw new NotFoundError(UPGRADE_NOT_FOUND_DETAIL);
      if (row.status !== 'pending') throw new ConflictError(UPGRADE_DECIDED_DETAIL);
      return work(tx.upgrades, row);
    });
    onRequestsChanged?.(userId);
    return result;
  }

  return {
    async request(user, plan) {
      if (roleRank[plan] <= roleRank[user.role]) throw new BadRequestError(UPGRADE_NOT_HIGHER_DETAIL);
      let row: UpgradeRequestRow;
      try {
        row = await upgrades.create(user.id, plan, now());
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw new ConflictError(UPGRADE_OPEN_DETAIL);
        throw error;
      }
      onRequestsChanged?.(user.id);
      await billing.requested(billingOf(row));
      return toRequest(row);
    },

    async change(user, id, plan) {
      if (roleRank[plan] <= roleRank[user.role]) throw new BadRequestError(UPGRADE_NOT_HIGHER_DETAIL);
      const row = await ownPending(user.id, id, (repo) => repo.changePlan(id, plan));
      await billing.requested(billingOf(row));
      return toRequest(row);
    },

    async cancel(userId, id) {
      const row = await ownPending(userId, id, async (repo, pending) => {
        await repo.deletePending(id);
        return pending;
      });
      await billing.withdrawn(billingOf(row));
    },

    async mine(userId) {
      return (await upgrades.listForUser(userId)).map(toRequest);
    },

    async list(status) {
      return (await upgrades.listWithUsers(status)).map(({ request, user }) => ({
        ...toRequest(request),
        user,
      }));
    },

    countPending: () => upgrades.countPending(),
    approve: (id, adminId) => decide(id, adminId, 'approved'),
    decline: (id, adminId) => decide(id, adminId, 'declined'),
  };
}
