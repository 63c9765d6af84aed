import { SniperflowSummaryResponse } from '@app/contracts';
import { api } from './http.ts';
import { listResponse } from './list-response.ts';

/** Session liquidity (premium and above; docs/product.md §7: `sniperflow/summary`, no trailing slash, bearer). */
export const sniperflowApi = {
  summary: () => api.get('sniperflow/summary', { schema: listResponse(SniperflowSummaryResponse) }),
};
