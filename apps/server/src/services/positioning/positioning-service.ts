import { DAY_MS } from '@app/core';
import type { PositioningSource } from '../../market/positioning/positioning-source.ts';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import type { PositioningRepository } from '../../repositories/positioning-repository.ts';

const M5 = 300_000;
/** Rows are re-read this far behind the newest stored one (a late reading, a restated bucket). */
const OVERLAP_MS = 3_600_000;

export interface PositioningRunResult {
  /** Rows inserted or changed. */
  changed: number;
  /** The 5-minute close the run read up to (epoch ms). */
  asOf: number;
}

/** The positioning ingest of one source key (docs/positioning.md §3): read the source, store what is new. */
export interface PositioningService {
  run(): Promise<PositioningRunResult>;
}

export interface PositioningServiceDeps {
  source: string;
  /** The source, opened on first use (the files source reads its folder then). */
  positioning: () => Promise<PositioningSource>;
  repository: Pick<
    PositioningRepository,
    'latestTimes' | 'upsertFunding' | 'upsertMetrics' | 'upsertLiquidations' | 'upsertForecasts'
  >;
  symbols: Pick<MarketSymbolRepository, 'listActive'>;
  marketNow: () => number;
  /** How far back a first run reads; default 400 days for files (the whole folder), else 2 days. */
  backfillMs?: number;
  onChange?: () => void;
}

export function createPositioningService(deps: PositioningServiceDeps): PositioningService {
  const backfill = deps.backfillMs ?? (deps.source === 'files' ? 400 * DAY_MS : 2 * DAY_MS);
  return {
    async run() {
      const asOf = Math.floor(deps.marketNow() / M5) * M5;
      const latest = await deps.repository.latestTimes(deps.source);
      const symbols = (await deps.symbols.listActive(deps.source)).map((s) => s.symbol);
      // Symbols with rows read on from the oldest of their newest rows (less an overlap); new ones (a
      // listing, a symbol whose bars came in later) from the backfill's start.
      const known = symbols.filter((s) => latest.has(s));
      const fresh = symbols.filter((s) => !latest.has(s));
      const oldestLatest = Math.min(asOf, ...known.map((s) => latest.get(s) ?? asOf));
      const source = await deps.positioning();
      const reads: [string[], number][] = [
        [known, Math.max(asOf - backfill, oldestLatest - OVERLAP_MS)],
        [fresh, asOf - backfill],
      ];
      let changed = 0;
      for (const [list, since] of reads) {
        if (list.length === 0) continue;
        const batch = await source.read(list, since, asOf);
        changed +=
          (await deps.repository.upsertFunding(deps.source, batch.funding)) +
          (await deps.repository.upsertMetrics(deps.source, batch.metrics)) +
          (await deps.repository.upsertLiquidations(deps.source, batch.liquidations)) +
          (await deps.repository.upsertForecasts(deps.source, batch.forecasts));
      }
      if (changed > 0) deps.onChange?.();
      return { changed, asOf };
    },
  };
}
