import type { Role } from '@app/contracts';
import { type PaidPlanName, planOpening, upgradePath } from '../../components/plans.ts';

export interface DeniedView {
  message: string;
  /** The plan that opens the screen, with its upgrade page; null for admin screens or an unknown one. */
  plan: { name: PaidPlanName; to: string } | null;
}

const GENERIC =
  'You do not have permission to view this page. Upgrade your plan or ask an administrator for access.';

/** What /unauthorized says, given the role the refused screen needs (null when it was opened directly). */
export function deniedView(required: Role | null): DeniedView {
  if (required === 'admin') return { message: 'This page is for administrators only.', plan: null };
  const plan = required ? planOpening(required) : null;
  if (!plan) return { message: GENERIC, plan: null };
  return {
    message: `This screen opens with the ${plan} plan. Upgrade to ${plan} to use it.`,
    plan: { name: plan, to: upgradePath(plan) },
  };
}
