import type {
  CprInsight,
  CprPosition,
  DailyBias,
  IctLabel,
  IctSetup,
  VolumeSnapshot,
  VolumeStatus,
} from '@app/contracts';

/** A watched symbol's current signals, read from the screeners' cached answers (null where one has none). */
export interface SymbolSignals {
  /** The last price and its change since today's UTC open, a fraction (cpr/cpr-insights/). */
  price: number | null;
  changePct: number | null;
  /** Where price stands against today's CPR (cpr/cpr-insights/). */
  cprPosition: CprPosition | null;
  dailyBias: DailyBias | null;
  /** The symbol's volume status this session (volume/volume-snapshots/current/). */
  volumeStatus: VolumeStatus | null;
  /** The ICT screener's label and score (ict/setups/; pro and above, else null). */
  ictLabel: IctLabel | null;
  ictScore: number | null;
}

export const NO_SIGNALS: SymbolSignals = {
  price: null,
  changePct: null,
  cprPosition: null,
  dailyBias: null,
  volumeStatus: null,
  ictLabel: null,
  ictScore: null,
};

/**
 * Each symbol's signals from the three lists (any may be missing: not loaded, failed, or not the
 * caller's plan). A symbol a list lacks gets nulls from it; a list naming a symbol twice gives its first row.
 */
export function signalsBySymbol(
  insights: readonly CprInsight[] | undefined,
  volume: readonly VolumeSnapshot[] | undefined,
  setups: readonly IctSetup[] | undefined,
): ReadonlyMap<string, SymbolSignals> {
  const out = new Map<string, SymbolSignals>();
  const entry = (symbol: string) => {
    let found = out.get(symbol);
    if (!found) {
      found = { ...NO_SIGNALS };
      out.set(symbol, found);
    }
    return found;
  };
  const seen = { cpr: new Set<string>(), volume: new Set<string>(), ict: new Set<string>() };
  for (const row of insights ?? []) {
    if (seen.cpr.has(row.symbol)) continue;
    seen.cpr.add(row.symbol);
    Object.assign(entry(row.symbol), {
      price: row.price ?? null,
      changePct: row.change_pct ?? null,
      cprPosition: row.daily_position,
      dailyBias: row.daily_bias,
    });
  }
  for (const row of volume ?? []) {
    if (seen.volume.has(row.symbol)) continue;
    seen.volume.add(row.symbol);
    entry(row.symbol).volumeStatus = row.status;
  }
  for (const row of setups ?? []) {
    if (seen.ict.has(row.symbol)) continue;
    seen.ict.add(row.symbol);
    Object.assign(entry(row.symbol), { ictLabel: row.label, ictScore: row.score });
  }
  return out;
}
