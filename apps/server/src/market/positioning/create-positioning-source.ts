import type { LoadLogger } from '../files/load-kline-folder.ts';
import { positioningDirOf } from '../files/positioning-dir.ts';
import type { MarketDataSource } from '../market-source.ts';
import { createSimPositioning } from '../simulated/sim-positioning-source.ts';
import { noPositioning, type PositioningSource } from './positioning-source.ts';

export interface PositioningChoice {
  filesDir: string | undefined;
  /** `MARKET_POSITIONING_DIR` (docs/positioning.md §3). */
  positioningDir: string | undefined;
  simSeed: number;
  logger?: LoadLogger;
  /** Where a failed venue call is reported (the run goes on without it). */
  onError?: (message: string, error: unknown) => void;
}

/**
 * The positioning source of a running market source (docs/positioning.md §3): the positioning files
 * beside the klines, the simulated market's, the venue's through ccxt, or none (every field null).
 */
export async function createPositioningSource(
  source: MarketDataSource,
  choice: PositioningChoice,
): Promise<PositioningSource> {
  switch (source.kind) {
    case 'simulated':
      return createSimPositioning(source, choice.simSeed);
    case 'files': {
      const dir = positioningDirOf(choice.filesDir, choice.positioningDir);
      if (dir === null) return noPositioning;
      const { createFilesPositioning } = await import('../files/files-positioning.ts');
      return createFilesPositioning(dir, choice.logger);
    }
    case 'exchange':
      return source.positioning?.(choice.onError) ?? noPositioning;
    default:
      return noPositioning;
  }
}

/**
 * Whether the source behind a storage key gives liquidations (else the 24 h sums are null, not 0):
 * the simulated market. The files dump has none, and no venue's liquidation stream is read yet.
 */
export function liquidationsStreamed(sourceKey: string): boolean {
  return sourceKey === 'simulated';
}

/** The `exchange` of a snapshot row: the venue's id in lower case, or `files` / `simulated`. */
export function positioningExchangeOf(sourceKey: string): string {
  return sourceKey.startsWith('exchange:') ? sourceKey.slice('exchange:'.length).toLowerCase() : sourceKey;
}
