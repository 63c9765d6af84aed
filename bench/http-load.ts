import autocannon from 'autocannon';
import type { Figure } from './measure.ts';

/** What one load run measured. */
export interface LoadRun {
  requestsPerSecond: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  requests: number;
  ms: number;
  /** Answers other than 2xx (a bench that sees any is measuring the wrong thing). */
  errors: number;
}

/**
 * `connections` keep-alive clients, each sending its next request on the answer, for `seconds`
 * (autocannon in its own worker thread, so the load generator does not share the server's event loop;
 * on this 2-core machine it still shares the cores).
 */
export async function loadRun(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadRun> {
  const result = await autocannon({
    url,
    headers: { 'accept-encoding': 'br, gzip', ...headers },
    connections,
    duration: seconds,
    workers: 1,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    ms: result.duration * 1000,
    errors: result.non2xx + result.errors,
  };
}

/**
 * One named load figure: a 1 s warm-up, then `loadRun` for 3 s at `connections`; throws when any
 * answer was not 2xx, prints p50/p99, and returns the figure (requests per second) with its run.
 */
export async function loadFigure(
  name: string,
  url: string,
  headers: Record<string, string>,
  connections = 100,
): Promise<{ figure: Figure; run: LoadRun }> {
  await loadRun(url, headers, connections, 1);
  const heapBefore = process.memoryUsage().heapUsed;
  const run = await loadRun(url, headers, connections, 3);
  if (run.errors > 0) throw new Error(`${name}: ${run.errors} answers were not 2xx`);
  console.log(`  ${name}: p50 ${run.p50} ms, p99 ${run.p99} ms`);
  const figure: Figure = {
    name,
    ms: run.ms,
    units: run.requests,
    unit: 'requests',
    perSecond: run.requestsPerSecond,
    heapDeltaMb: (process.memoryUsage().heapUsed - heapBefore) / 1e6,
  };
  return { figure, run };
}
