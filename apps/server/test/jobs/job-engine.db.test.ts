import type { StreamEvent } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JobContext } from '../../src/jobs/job-context.ts';
import { defineJob } from '../../src/jobs/job-definition.ts';
import { createJobService, type JobService } from '../../src/jobs/job-service.ts';
import {
  createJobWorker,
  INTERRUPTED_RETRYING,
  INTERRUPTED_TWICE,
  type JobWorker,
} from '../../src/jobs/job-worker.ts';
import type { JobQueue } from '../../src/jobs/queue/job-queue.ts';
import { createPgBossQueue } from '../../src/jobs/queue/pg-boss-queue.ts';
import { createJobRegistry } from '../../src/jobs/registry.ts';
import { createWorkerLiveness, type WorkerLiveness } from '../../src/jobs/worker-liveness.ts';
import { createCandleRepository } from '../../src/repositories/candle-repository.ts';
import { createMarketSymbolRepository } from '../../src/repositories/market-symbol-repository.ts';
import { createTaskRepository } from '../../src/repositories/task-repository.ts';
import { createToolboxLogRepository } from '../../src/repositories/toolbox-log-repository.ts';
import type { CprService } from '../../src/services/cpr/cpr-service.ts';
import type { IctService } from '../../src/services/ict/ict-service.ts';
import type { LiquidityService } from '../../src/services/liquidity/liquidity-service.ts';
import type { MarketIngestService } from '../../src/services/market/market-ingest-service.ts';
import type { VolumeService } from '../../src/services/volume/volume-service.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * The job engine end to end on pg-boss, against PGlite (and PostgreSQL with TEST_DATABASE_URL):
 * task rows through their states, retries, one run at a time per job across two workers, and
 * start-up recovery of a crashed process's tasks.
 */
let database: TestDatabase;
const queues: JobQueue[] = [];
const livenesses: WorkerLiveness[] = [];
const events: StreamEvent[] = [];
let active = 0;
let maxActive = 0;
let attemptsOfFlaky = 0;

const empty = z.object({}).strict();
const base = { module: 'test', payload: empty, schedules: [], startup: [], expireInSeconds: 60 };
const registry = createJobRegistry([
  defineJob({
    ...base,
    name: 'ok-job',
    action: () => 'ok',
    retry: { limit: 0, delaySeconds: 0 },
    run: async () => ({ detail: 'did ok', changed: ['cpr'], dataTime: Date.UTC(2026, 2, 1) }),
  }),
  defineJob({
    ...base,
    name: 'flaky-job',
    action: () => 'flaky',
    retry: { limit: 1, delaySeconds: 0 },
    run: async () => {
      attemptsOfFlaky += 1;
      throw new Error(`boom ${attemptsOfFlaky}`);
    },
  }),
  defineJob({
    ...base,
    name: 'slow-job',
    action: () => 'slow',
    retry: { limit: 0, delaySeconds: 0 },
    run: async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      await new Promise((r) => setTimeout(r, 150));
      active -= 1;
      return { detail: 'slow done' };
    },
  }),
]);

async function newQueue(): Promise<JobQueue> {
  const queue = createPgBossQueue({ access: database.access, supervise: false, pollingIntervalSeconds: 0.5 });
  await queue.start();
  for (const job of registry.all()) {
    await queue.ensureQueue({
      name: job.name,
      retryLimit: job.retry.limit,
      retryDelaySeconds: job.retry.delaySeconds,
      expireInSeconds: job.expireInSeconds,
    });
  }
  queues.push(queue);
  return queue;
}

async function newWorker(
  queue: JobQueue,
  workerId?: string,
): Promise<{ worker: JobWorker; interrupted: number }> {
  const liveness = createWorkerLiveness(database.access, workerId);
  livenesses.push(liveness);
  const context: JobContext = {
    now: () => Date.UTC(2026, 2, 1, 12),
    source: 'simulated',
    ingest: {} as MarketIngestService,
    candles: createCandleRepository(database.db),
    symbols: createMarketSymbolRepository(database.db),
    tasks: createTaskRepository(database.db),
    cpr: {} as CprService,
    ict: {} as IctService,
    liquidity: {} as LiquidityService,
    volume: {} as VolumeService,
  };
  const worker = createJobWorker({
    registry,
    queue,
    tasks: createTaskRepository(database.db),
    liveness,
    context: () => context,
    publish: async (e) => void events.push(e),
  });
  const { interrupted } = await worker.start();
  return { worker, interrupted };
}

const service = (queue: JobQueue): JobService =>
  createJobService({
    registry,
    queue,
    tasks: createTaskRepository(database.db),
    toolboxLog: createToolboxLogRepository(database.db),
  });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const tasks = () => createTaskRepository(database.db);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const q of queues) await q.stop(1000);
  for (const l of livenesses) await l.stop();
  await database?.close();
});

describe('job engine on pg-boss', () => {
  it('queues the tasks of dead processes again once at start-up (and cancels their lost queue jobs)', async () => {
    const queue = await newQueue();
    const repo = tasks();
    const jobs = service(queue);
    const task = await jobs.enqueue('ok-job', {}, 'admin');
    const lostJobId = task?.jobId;
    // Started by a worker that is gone, before this test's worker takes jobs.
    await repo.start(task?.id ?? 0, 'crashed-host:1:dead', new Date());
    const alive = createWorkerLiveness(database.access, 'live-host:2:beef');
    livenesses.push(alive);
    await alive.start();
    const other = await jobs.enqueue('slow-job', {}, 'admin');
    await repo.start(other?.id ?? 0, 'live-host:2:beef', new Date());
    const { interrupted } = await newWorker(queue);
    // PGlite is one process: every other worker id is dead. PostgreSQL asks the live worker's lock.
    expect(interrupted).toBe(database.driver === 'postgres' ? 1 : 2);
    // Queued again under a new job, and run to the end by this worker.
    const retried = await until(
      () => repo.findById(task?.id ?? 0),
      (row) => row?.status === 'SUCCESS',
    );
    expect(retried).toMatchObject({ status: 'SUCCESS', error: null });
    expect(retried?.jobId).not.toBe(lostJobId);
    // The live worker's task is left to it on PostgreSQL; on PGlite it was queued again too.
    if (database.driver === 'postgres') {
      expect((await repo.findById(other?.id ?? 0))?.status).toBe('STARTED');
      await repo.fail(other?.id ?? 0, 'test cleanup', new Date());
    } else {
      const otherRow = await until(
        () => repo.findById(other?.id ?? 0),
        (row) => row?.status === 'SUCCESS',
      );
      expect(otherRow?.status).toBe('SUCCESS');
    }
  });

  it('fails a task interrupted a second time, with the reason', async () => {
    const queue = await newQueue();
    const repo = tasks();
    const task = await service(queue).enqueue('slow-job', {}, 'admin');
    // Its first interruption was taken back already: now it is the retry that a stopped worker held.
    await repo.start(task?.id ?? 0, 'crashed-host:3:dead', new Date());
    expect(await repo.requeueStarted(task?.id ?? 0, INTERRUPTED_RETRYING, new Date())).toBe(true);
    await repo.start(task?.id ?? 0, 'crashed-host:4:dead', new Date());
    await newWorker(queue);
    expect(await repo.findById(task?.id ?? 0)).toMatchObject({ status: 'FAILURE', error: INTERRUPTED_TWICE });
  });

  it('runs a job: PENDING → STARTED → SUCCESS with its detail, and publishes what changed', async () => {
    const queue = queues[0] as JobQueue;
    events.length = 0;
    const task = await service(queue).enqueue('ok-job', {}, 'admin');
    expect(task).toMatchObject({
      status: 'PENDING',
      module: 'test',
      action: 'ok',
      jobId: expect.any(String),
    });
    const done = await until(
      () => tasks().findById(task?.id ?? 0),
      (t) => t?.status === 'SUCCESS',
    );
    expect(done).toMatchObject({ status: 'SUCCESS', detail: 'did ok', error: null, attempts: 1 });
    expect(done?.startedAt).toBeInstanceOf(Date);
    expect(done?.finishedAt).toBeInstanceOf(Date);
    expect(events).toEqual([
      { module: 'cpr', data_time: '2026-03-01T00:00:00.000Z' },
      { module: 'tasks', data_time: expect.any(String) },
    ]);
  });

  it('retries a failing job as declared, then records FAILURE with the error', async () => {
    const queue = queues[0] as JobQueue;
    const task = await service(queue).enqueue('flaky-job', {}, 'admin');
    const done = await until(
      () => tasks().findById(task?.id ?? 0),
      (t) => t?.status === 'FAILURE',
    );
    expect(done).toMatchObject({ status: 'FAILURE', error: 'boom 2', attempts: 2 });
    expect(attemptsOfFlaky).toBe(2);
  });

  it('never overlaps two runs of one job, even with two workers', async () => {
    const first = queues[0] as JobQueue;
    await newWorker(await newQueue());
    const jobs = service(first);
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await jobs.enqueue('slow-job', {}, 'admin'))?.id ?? 0);
    for (const q of queues) q.wake();
    for (const id of ids)
      await until(
        () => tasks().findById(id),
        (t) => t?.status === 'SUCCESS',
      );
    expect(maxActive).toBe(1);
    const workers = new Set(await Promise.all(ids.map(async (id) => (await tasks().findById(id))?.workerId)));
    expect(workers.size).toBeGreaterThanOrEqual(1);
  });

  it('enqueues a scheduled run once per schedule key', async () => {
    const jobs = service(queues[0] as JobQueue);
    expect(await jobs.enqueue('ok-job', {}, 'schedule', 'ok-job:{}:2026-03-01T00:05:10Z')).toBeDefined();
    expect(await jobs.enqueue('ok-job', {}, 'schedule', 'ok-job:{}:2026-03-01T00:05:10Z')).toBeUndefined();
  });

  it('refuses a bad payload before recording anything', async () => {
    const jobs = service(queues[0] as JobQueue);
    const before = (await tasks().recent(100)).length;
    await expect(jobs.enqueue('ok-job', { extra: 1 }, 'admin')).rejects.toThrow();
    await expect(jobs.enqueue('no-such-job', {}, 'admin')).rejects.toThrow(/no job named/);
    expect((await tasks().recent(100)).length).toBe(before);
  });
});
