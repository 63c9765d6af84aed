import type { LiquidityRow } from '@app/contracts';
import type { LiquidityRepository } from '../../repositories/liquidity-repository.ts';
import { type CachedBody, createBodyCache } from '../cached-bodies.ts';
import { liquidityRowDto } from './liquidity-dto.ts';

/**
 * The `sniperflow/summary` body (docs/api.md "Behaviour under load"): built from what the SniperFlow runs
 * stored, serialized and compressed once, kept until a run changes results (`invalidate`, on every
 * `sniperflow` stream event, whichever process ran it) or for `ttlMs` at most.
 */
export interface LiquidityFeed {
  /** Every symbol's row, by symbol. */
  summary(): Promise<CachedBody>;
  invalidate(): void;
}

export interface LiquidityFeedDeps {
  source: string;
  liquidity: LiquidityRepository;
  ttlMs?: number;
  now?: () => number;
}

export function createLiquidityFeed(deps: LiquidityFeedDeps): LiquidityFeed {
  const cache = createBodyCache<'summary'>({ ttlMs: deps.ttlMs, now: deps.now });
  return {
    summary: () =>
      cache.get(
        'summary',
        async (): Promise<LiquidityRow[]> =>
          (await deps.liquidity.readSummaries(deps.source)).map(liquidityRowDto),
      ),
    invalidate: () => cache.invalidate(),
  };
}
