import {
  IctSetupsResponse,
  IctTp1ModelInfo,
  IctTrackRecord,
  IctTradesPage,
  IctTradesResponse,
} from '@app/contracts';
import { api } from './http.ts';
import { listResponse } from './list-response.ts';

/** ICT setups and generated trades (pro and above; docs/product.md §6: these calls send the bearer token). */
export const ictApi = {
  setups: () => api.get('ict/setups/', { schema: listResponse(IctSetupsResponse) }),
  /** docs/product.md §8: a failed trades load is only logged, never toasted, so this call is silent. */
  trades: () => api.get('ict/trades/', { schema: listResponse(IctTradesResponse), silent: true }),
  /** One page of every trade, filtered and sorted by the server (`query`: `ict/trades/page/`'s); silent like the trades. */
  tradesPage: (query: string) =>
    api.get(`ict/trades/page/?${query}`, { schema: IctTradesPage, silent: true }),
  /** The P(TP1) model served now and its held-out figures (for the column's tooltip; silent like the trades). */
  tp1Model: () => api.get('ict/trades/model/', { schema: IctTp1ModelInfo, silent: true }),
  /** The realised TP1 rate of the last 30 days' decided trades, by decile of P(TP1) and by label. */
  trackRecord: () => api.get('ict/trades/track-record/', { schema: IctTrackRecord, silent: true }),
};
