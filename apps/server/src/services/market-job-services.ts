import type { MarketSource } from '@app/contracts';
import type { Db } from '../db/database.ts';
import type { JobQueue } from '../jobs/queue/job-queue.ts';
import { appJobs, createJobRegistry, type JobRegistry } from '../jobs/registry.ts';
import { createStreamHub, type StreamHub } from '../push/stream-hub.ts';
import { createCandleRepository } from '../repositories/candle-repository.ts';
import { createFormingCandleRepository } from '../repositories/forming-candle-repository.ts';
import { createMarketSymbolRepository } from '../repositories/market-symbol-repository.ts';
import { createTaskRepository } from '../repositories/task-repository.ts';
import { createToolboxLogRepository } from '../repositories/toolbox-log-repository.ts';
import { createJobService, type JobService } from './jobs/job-service.ts';
import { type CandleService, createCandleService } from './market/candle-service.ts';

export interface MarketJobServices {
  /** Chart candles and the data time of the health check. */
  candles: CandleService;
  /** Admin action posts, recent tasks and the toolbox log. */
  jobs: JobService;
  /** The clients of `GET stream/`. */
  stream: StreamHub;
}

export interface MarketJobOptions {
  /** The running market source's kind. */
  source: MarketSource;
  /** The `source` key of its stored rows (runtime/source-key.ts); default the kind. */
  sourceKey?: string;
  /** The market's now in epoch ms. */
  marketNow: () => number;
  queue: JobQueue;
  registry?: JobRegistry;
  stream?: StreamHub;
  /** Seconds between stream heartbeats; default 15. */
  heartbeatSeconds?: number;
}

/** Until a queue is wired (processes or tests that run no jobs), an action post fails loudly. */
export const noJobQueue: JobQueue = {
  start: async () => {},
  stop: async () => {},
  ensureQueue: async () => {},
  send: async () => {
    throw new Error('no job queue in this process');
  },
  work: async () => {},
  cancel: async () => {},
  wake: () => {},
};

/** Wires the market data, job and stream services (one part of the composition root). */
export function createMarketJobServices(
  db: Db,
  now: () => Date,
  options?: MarketJobOptions,
): MarketJobServices {
  const source = options?.sourceKey ?? options?.source ?? 'simulated';
  const symbols = createMarketSymbolRepository(db);
  return {
    candles: createCandleService({
      source,
      now: options?.marketNow ?? (() => now().getTime()),
      candles: createCandleRepository(db),
      forming: createFormingCandleRepository(db),
      symbols,
    }),
    jobs: createJobService({
      registry: options?.registry ?? createJobRegistry(appJobs),
      queue: options?.queue ?? noJobQueue,
      tasks: createTaskRepository(db),
      toolboxLog: createToolboxLogRepository(db),
      now,
    }),
    stream: options?.stream ?? createStreamHub({ heartbeatMs: (options?.heartbeatSeconds ?? 15) * 1000 }),
  };
}
