import type { PeriodTimeframe } from '@app/contracts';

export interface ToolboxAction {
  label: string;
  /** The action post's path under /api/v1/, with its query. */
  endpoint: string;
  payload: unknown;
}

export interface ToolboxPanel {
  key: string;
  title: string;
  actions: ToolboxAction[];
}

const periods: { key: string; title: string; tf: PeriodTimeframe }[] = [
  { key: 'daily', title: 'Daily', tf: '1d' },
  { key: 'weekly', title: 'Weekly', tf: '1w' },
  { key: 'monthly', title: 'Monthly', tf: '1M' },
];

const trendScreening: ToolboxAction = {
  label: 'Trend Screening',
  endpoint: 'cpr/admin/trigger-trend-screening/',
  payload: {},
};

const cprPanels: ToolboxPanel[] = [
  ...periods.map(({ key, title, tf }) => ({
    key,
    title,
    actions: [
      { label: `${title} CPR Scan`, endpoint: `cpr/admin/trigger-cprscan/?tf=${tf}`, payload: {} },
      { label: `${title} Insights`, endpoint: `cpr/admin/update-insights/?tf=${tf}`, payload: {} },
    ],
  })),
  {
    key: 'meta',
    title: 'Meta',
    actions: [
      trendScreening,
      { label: 'Rebuild Symbol Meta', endpoint: 'cpr/admin/rebuild-symbol-meta/', payload: {} },
    ],
  },
];

const sniperPanel: ToolboxPanel = {
  key: 'sniper',
  title: 'Sniper',
  actions: [
    {
      label: 'Liquidity (historical)',
      endpoint: 'sniperflow/run/liquidity/',
      payload: { mode: 'historical' },
    },
    { label: 'Session Bias', endpoint: 'sniperflow/run/bias/', payload: {} },
    { label: 'SniperFlow CPR', endpoint: 'sniperflow/run/cpr/', payload: {} },
    { label: 'Session Labels', endpoint: 'sniperflow/run/session/', payload: {} },
  ],
};

const volumePanel: ToolboxPanel = {
  key: 'volume',
  title: 'Volume',
  actions: [
    { label: 'Volume Classification', endpoint: 'volume/admin/trigger-classification/', payload: {} },
    { label: 'Update Baselines', endpoint: 'volume/admin/update-baselines/', payload: {} },
  ],
};

const trendPanel: ToolboxPanel = { key: 'trend', title: 'Trend', actions: [trendScreening] };

/**
 * docs/product.md §2 "Admin Toolbox": /cpr shows daily, weekly, monthly and meta; /sniperflow sniper;
 * /volume volume; /trend-screener trend; other screens only the task list.
 */
export function panelsFor(pathname: string): ToolboxPanel[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/cpr') return cprPanels;
  if (path === '/sniperflow') return [sniperPanel];
  if (path === '/volume') return [volumePanel];
  if (path === '/trend-screener') return [trendPanel];
  return [];
}

/** docs/product.md §8: the detail, else '{label} success' / '{label} failed'. */
export const successText = (label: string, detail: string | null | undefined) => detail || `${label} success`;
export const failureText = (label: string, detail: string | null | undefined) => detail || `${label} failed`;

/** Session-storage key of the task list's auto refresh (docs/product.md §9). */
export const AUTO_REFRESH_KEY = 'adminToolboxAutoRefresh';
export const TASK_POLL_MS = 5000;

export function readAutoRefresh(store: Storage | null): boolean {
  return store?.getItem(AUTO_REFRESH_KEY) !== 'false';
}

export function saveAutoRefresh(store: Storage | null, on: boolean): void {
  try {
    store?.setItem(AUTO_REFRESH_KEY, String(on));
  } catch {
    // Storage full or denied: the choice lasts for this page only.
  }
}
