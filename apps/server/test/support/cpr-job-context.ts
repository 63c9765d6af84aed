import type { Db } from '../../src/db/database.ts';
import type { JobContext } from '../../src/jobs/job-context.ts';
import type { JobResult } from '../../src/jobs/job-definition.ts';
import { appJobs, createJobRegistry } from '../../src/jobs/registry.ts';
import { createCandleRepository } from '../../src/repositories/candle-repository.ts';
import { createMarketSymbolRepository } from '../../src/repositories/market-symbol-repository.ts';
import { createTaskRepository } from '../../src/repositories/task-repository.ts';
import type { CprService } from '../../src/services/cpr/cpr-service.ts';
import type { IctService } from '../../src/services/ict/ict-service.ts';
import type { LiquidityService } from '../../src/services/liquidity/liquidity-service.ts';
import type { MarketIngestService } from '../../src/services/market/market-ingest-service.ts';
import type { VolumeService } from '../../src/services/volume/volume-service.ts';

const registry = createJobRegistry(appJobs);

/**
 * A job context on `db` for running the CPR (and, given `ict`, ICT) jobs in tests (no ingestion:
 * the candles are seeded).
 */
export function cprJobContext(
  db: Db,
  cpr: CprService,
  marketNow: () => number,
  ingest?: MarketIngestService,
  ict?: IctService,
): JobContext {
  return {
    now: marketNow,
    source: 'simulated',
    ingest: ingest ?? ({} as MarketIngestService),
    candles: createCandleRepository(db),
    symbols: createMarketSymbolRepository(db),
    tasks: createTaskRepository(db),
    cpr,
    ict: ict ?? ({} as IctService),
    liquidity: {} as LiquidityService,
    volume: {} as VolumeService,
  };
}

/** Runs one job of the app's registry with `payload`, as a worker would (validated payload). */
export function runJob(context: JobContext, name: string, payload: unknown): Promise<JobResult> {
  return registry.require(name).run(context, payload);
}
