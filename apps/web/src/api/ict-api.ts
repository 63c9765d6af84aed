import { IctSetupsResponse, IctTradesResponse } from '@app/contracts';
import { api } from './http.ts';
import { listResponse } from './list-response.ts';

/** ICT setups and generated trades (pro and above; docs/product.md §6: these calls send the bearer token). */
export const ictApi = {
  setups: () => api.get('ict/setups/', { schema: listResponse(IctSetupsResponse) }),
  /** docs/product.md §8: a failed trades load is only logged, never toasted, so this call is silent. */
  trades: () => api.get('ict/trades/', { schema: listResponse(IctTradesResponse), silent: true }),
};
