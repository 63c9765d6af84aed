import { type Role, roleRank, type UpgradePlan, type UpgradeRequest } from '@app/contracts';

/** What the upgrade page offers for a plan. */
export type UpgradeState =
  | { kind: 'guest' }
  /** The role already includes the plan (or more). */
  | { kind: 'owned' }
  /** A request is open (for this plan or another one). */
  | { kind: 'pending'; request: UpgradeRequest }
  /** The plan can be requested; `last` is the latest decided request for it, if any. */
  | { kind: 'available'; last: UpgradeRequest | null };

/** The page's state from the role and the user's requests (newest first). */
export function upgradeState(
  role: Role,
  plan: UpgradePlan,
  requests: readonly UpgradeRequest[],
): UpgradeState {
  if (role === 'guest') return { kind: 'guest' };
  if (roleRank[role] >= roleRank[plan]) return { kind: 'owned' };
  const open = requests.find((r) => r.status === 'pending');
  if (open) return { kind: 'pending', request: open };
  return { kind: 'available', last: requests.find((r) => r.plan === plan) ?? null };
}

/** An approved request whose plan the loaded role does not show yet: the profile is stale. */
export function hasUnseenApproval(role: Role, requests: readonly UpgradeRequest[]): boolean {
  return requests.some((r) => r.status === 'approved' && roleRank[r.plan] > roleRank[role]);
}

/**
 * The plan an open request can be changed to from this plan's page: this page's plan when the request
 * is for the other one, else the other plan while it is still above the role; null when none is.
 */
export function changeTarget(role: Role, pagePlan: UpgradePlan, request: UpgradeRequest): UpgradePlan | null {
  const other: UpgradePlan = request.plan === 'pro' ? 'premium' : 'pro';
  const target = request.plan === pagePlan ? other : pagePlan;
  return roleRank[target] > roleRank[role] ? target : null;
}

export const planTitle = (plan: UpgradePlan) => (plan === 'pro' ? 'Pro' : 'Premium');

/** One line about a request, as the upgrade page and Pricing show it. */
export function requestSummary(request: UpgradeRequest): string {
  const plan = planTitle(request.plan);
  if (request.status === 'pending') return `Your request for ${plan} is pending approval.`;
  if (request.status === 'approved') return `Your request for ${plan} was approved.`;
  return `Your request for ${plan} was declined.`;
}
