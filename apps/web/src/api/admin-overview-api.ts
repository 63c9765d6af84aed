import { AdminOverview } from '@app/contracts';
import { api } from './http.ts';

export const adminOverviewApi = {
  get: () => api.get('admin/overview/', { schema: AdminOverview }),
};
