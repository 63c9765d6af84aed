import {
  BiasScoresResponse,
  CprDataResponse,
  CprInsightsResponse,
  type CprRange,
  SymbolMetaResponse,
  TrendModelSummary,
} from '@app/contracts';
import { api } from './http.ts';
import { listResponse } from './list-response.ts';

/** Public CPR screening data (docs/product.md §6: these calls send no token). */
export const cprApi = {
  data: (range: CprRange) =>
    api.get(`cpr/cpr-data/?range=${range}`, { auth: false, schema: listResponse(CprDataResponse) }),
  insights: () => api.get('cpr/cpr-insights/', { auth: false, schema: listResponse(CprInsightsResponse) }),
  symbolMeta: () => api.get('cpr/symbol-meta/', { auth: false, schema: listResponse(SymbolMetaResponse) }),
  /** The trend model's held-out figures per checkpoint (the Trend % tooltip). */
  trendModel: () => api.get('cpr/trend-model/', { auth: false, schema: TrendModelSummary }),
  biasScores: () => api.get('cpr/bias-scores/', { auth: false, schema: listResponse(BiasScoresResponse) }),
};
