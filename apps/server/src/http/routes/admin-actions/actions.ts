import { EmptyActionRequest, LiquidityRunRequest, PeriodActionQuery } from '@app/contracts';
import type { z } from 'zod';

/**
 * The admin action posts of docs/product.md §7 (plus `ict/admin/trigger-scan/`, the Admin Dashboard's 'Trigger
 * FVG Scan'): each enqueues one job with the payload built from its validated query or body.
 */
export interface AdminAction {
  path: string;
  job: string;
  summary: string;
  querystring?: z.ZodType;
  body: z.ZodType;
  payload(input: { query: unknown; body: unknown }): unknown;
}

const none = () => ({});
const periodTf = ({ query }: { query: unknown }) => ({ tf: PeriodActionQuery.parse(query).tf });

export const adminActions: AdminAction[] = [
  {
    path: '/cpr/admin/trigger-cprscan/',
    job: 'cpr-scan',
    summary: 'Run the CPR scan of a period (?tf=1d|1w|1M)',
    querystring: PeriodActionQuery,
    body: EmptyActionRequest,
    payload: periodTf,
  },
  {
    path: '/cpr/admin/update-insights/',
    job: 'cpr-insights',
    summary: 'Recompute the CPR insights of a period (?tf=1d|1w|1M)',
    querystring: PeriodActionQuery,
    body: EmptyActionRequest,
    payload: periodTf,
  },
  {
    path: '/cpr/admin/trigger-trend-screening/',
    job: 'trend-screening',
    summary: 'Run the trend screening',
    body: EmptyActionRequest,
    payload: none,
  },
  {
    path: '/cpr/admin/rebuild-symbol-meta/',
    job: 'symbol-meta',
    summary: 'Rebuild symbol meta (caps)',
    body: EmptyActionRequest,
    payload: none,
  },
  {
    path: '/sniperflow/run/liquidity/',
    job: 'liquidity-run',
    summary: 'Recompute session liquidity ({mode: historical})',
    body: LiquidityRunRequest.nullish(),
    payload: ({ body }) => LiquidityRunRequest.parse(body ?? {}),
  },
  {
    path: '/sniperflow/run/bias/',
    job: 'sniperflow-bias',
    summary: 'Recompute the session bias',
    body: EmptyActionRequest,
    payload: none,
  },
  {
    path: '/sniperflow/run/cpr/',
    job: 'sniperflow-cpr',
    summary: 'Recompute the SniperFlow CPR levels',
    body: EmptyActionRequest,
    payload: none,
  },
  {
    path: '/sniperflow/run/session/',
    job: 'sniperflow-session',
    summary: 'Recompute the session labels',
    body: EmptyActionRequest,
    payload: none,
  },
  {
    path: '/volume/admin/trigger-classification/',
    job: 'volume-classification',
    summary: 'Run the volume classification',
    body: EmptyActionRequest,
    payload: none,
  },
  {
    path: '/volume/admin/update-baselines/',
    job: 'volume-baselines',
    summary: 'Rebuild the volume baselines',
    body: EmptyActionRequest,
    payload: none,
  },
  {
    path: '/ict/admin/trigger-scan/',
    job: 'ict-scan',
    summary: 'Run the ICT setups scan (FVG scan)',
    body: EmptyActionRequest,
    payload: none,
  },
];
