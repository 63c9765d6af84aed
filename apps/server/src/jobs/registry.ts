import { cprInsightsJob } from './cpr-insights.ts';
import { cprScanJob } from './cpr-scan.ts';
import { ictScanJob } from './ict-scan.ts';
import type { RegisteredJob } from './job-definition.ts';
import { liquidityRunJob } from './liquidity-run.ts';
import { marketIngest1hJob } from './market-ingest-1h.ts';
import { marketIngest5mJob } from './market-ingest-5m.ts';
import { marketRetentionJob } from './market-retention.ts';
import { positioningIngestJob } from './positioning-ingest.ts';
import { sniperflowBiasJob } from './sniperflow-bias.ts';
import { sniperflowCprJob } from './sniperflow-cpr.ts';
import { sniperflowSessionJob } from './sniperflow-session.ts';
import { symbolMetaJob } from './symbol-meta.ts';
import { trendScreeningJob } from './trend-screening.ts';
import { volumeBaselinesJob } from './volume-baselines.ts';
import { volumeClassificationJob } from './volume-classification.ts';

export interface JobRegistry {
  get(name: string): RegisteredJob | undefined;
  /** Like `get`, but a missing job is a programming error. */
  require(name: string): RegisteredJob;
  all(): readonly RegisteredJob[];
}

export function createJobRegistry(jobs: readonly RegisteredJob[]): JobRegistry {
  const byName = new Map<string, RegisteredJob>();
  for (const job of jobs) {
    if (!/^[a-z][a-z0-9-]*$/.test(job.name)) throw new Error(`job name must be kebab-case: ${job.name}`);
    if (byName.has(job.name)) throw new Error(`job registered twice: ${job.name}`);
    byName.set(job.name, job);
  }
  return {
    get: (name) => byName.get(name),
    require(name) {
      const job = byName.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      return job;
    },
    all: () => [...byName.values()],
  };
}

/**
 * Every job of the app, in start-up order (symbol meta first, then the computations). A new job is
 * one file in `jobs/` plus one line here; the worker, scheduler and start-up run pick it up.
 */
export const appJobs: readonly RegisteredJob[] = [
  marketIngest5mJob,
  marketIngest1hJob,
  marketRetentionJob,
  symbolMetaJob,
  cprScanJob,
  cprInsightsJob,
  trendScreeningJob,
  volumeBaselinesJob,
  volumeClassificationJob,
  ictScanJob,
  liquidityRunJob,
  sniperflowBiasJob,
  sniperflowCprJob,
  sniperflowSessionJob,
  positioningIngestJob,
];
