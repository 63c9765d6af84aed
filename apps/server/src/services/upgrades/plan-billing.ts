import type { UpgradePlan } from '@app/contracts';

export interface BillingRequest {
  requestId: number;
  userId: number;
  plan: UpgradePlan;
}

/**
 * The payment seam of plan upgrades: the one place a payment provider plugs in. A provider would
 * start a checkout in `requested` (the request is stored and pending; its outcome would approve or
 * decline it through `UpgradeService`) and start or stop the subscription in `approved`/`declined`.
 * Without one, an admin's approval in User Management is the payment step.
 */
export interface PlanBilling {
  /** A request was stored (pending), or its requester changed its plan while pending. */
  requested(request: BillingRequest): Promise<void>;
  /** The requester withdrew a pending request (committed; the row is gone). */
  withdrawn(request: BillingRequest): Promise<void>;
  /** An admin approved a request and the role was changed (committed). */
  approved(request: BillingRequest): Promise<void>;
  /** An admin declined a request (committed). */
  declined(request: BillingRequest): Promise<void>;
}

/** No payment provider: approvals are decided by hand in User Management. */
export const manualBilling: PlanBilling = {
  requested: async () => {},
  withdrawn: async () => {},
  approved: async () => {},
  declined: async () => {},
};
