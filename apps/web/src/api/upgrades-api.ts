import {
  AdminUpgradeRequest,
  AdminUpgradeRequestList,
  type UpgradePlan,
  UpgradeRequest,
  UpgradeRequestList,
} from '@app/contracts';
import { api } from './http.ts';

/** Plan upgrade requests: the caller's own (free and above) and the admin's decisions. */
export const upgradesApi = {
  mine: () => api.get('upgrades/', { schema: UpgradeRequestList, silent: true }),
  /** 409 when one is open, 400 when the plan is not above the role; the page shows the detail. */
  request: (plan: UpgradePlan) => api.post('upgrades/', { plan }, { schema: UpgradeRequest, silent: true }),
  /** Moves the caller's pending request to another plan (409 once decided). */
  change: (id: number, plan: UpgradePlan) =>
    api.patch(`upgrades/${id}/`, { plan }, { schema: UpgradeRequest, silent: true }),
  /** Withdraws the caller's pending request (409 once decided). */
  cancel: (id: number) => api.delete(`upgrades/${id}/`, { silent: true }),
  pending: () => api.get('admin/upgrades/?status=pending', { schema: AdminUpgradeRequestList }),
  approve: (id: number) =>
    api.post(`admin/upgrades/${id}/approve/`, undefined, { schema: AdminUpgradeRequest }),
  decline: (id: number) =>
    api.post(`admin/upgrades/${id}/decline/`, undefined, { schema: AdminUpgradeRequest }),
};
