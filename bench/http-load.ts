import autocannon from 'autocannon';

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
