/**
 * How soon after a 5m close each module's results reach a client of a running server: listens to
 * `GET /api/v1/stream/` and, for each close, takes the wall time of the `market` event (the feed has
 * stored the closed bar of every symbol) and of each module event carrying the same data time (the
 * module's run stored its rows and published). A script, not a test: it needs a running server.
 *
 *   npm start                                        # or SIM_SPEED=30 npm start for a close every 10 s
 *   npx tsx bench/scripts/close-to-push.ts [--url=http://localhost:3000] [--closes=12]
 *
 * Prints, per module, p50/p95/max of the delay after the `market` event, and how many closes it was
 * seen for; with SIM_SPEED=1 also the `market` event's own delay after the close time.
 */

export {};

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const url = `${args.get('url') ?? 'http://localhost:3000'}/api/v1/stream/`;
const closes = Number(args.get('closes') ?? 12);
const MODULES = ['cpr', 'ict', 'volume', 'sniperflow'] as const;

interface Close {
  marketAt: number;
  lagMs: number;
  modules: Map<string, number>;
}

const seen = new Map<string, Close>();
const order: string[] = [];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function onEvent(event: { module?: string; data_time?: string | null }): boolean {
  const at = performance.now();
  if (!event.module || !event.data_time) return false;
  if (event.module === 'market') {
    if (!seen.has(event.data_time)) {
      seen.set(event.data_time, {
        marketAt: at,
        lagMs: Date.now() - Date.parse(event.data_time),
        modules: new Map(),
      });
      order.push(event.data_time);
      console.log(`close ${event.data_time}`);
    }
    // Wait for the modules of the last close asked for: one more close, or 60 s.
    return order.length > closes;
  }
  const close = seen.get(event.data_time);
  if (close && !close.modules.has(event.module)) {
    close.modules.set(event.module, at - close.marketAt);
    console.log(`  ${event.module.padEnd(10)} +${(at - close.marketAt).toFixed(0)} ms`);
  }
  return false;
}

const abort = new AbortController();
setTimeout(() => abort.abort(), (closes + 2) * 5 * 60_000);
const response = await fetch(url, { signal: abort.signal, headers: { accept: 'text/event-stream' } });
if (!response.body) throw new Error(`${url} answered ${response.status} without a body`);
const decoder = new TextDecoder();
let buffer = '';
try {
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let end = buffer.indexOf('\n\n');
    let done = false;
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('');
      if (data) done = onEvent(JSON.parse(data)) || done;
      end = buffer.indexOf('\n\n');
    }
    if (done) break;
  }
} catch (error) {
  if (!abort.signal.aborted) throw error;
}
abort.abort();

const measured = order.slice(0, closes).map((t) => seen.get(t) as Close);
console.log(`\n${measured.length} closes; delay after the market event (the closed bars stored):`);
for (const module of MODULES) {
  const delays = measured.flatMap((c) => (c.modules.has(module) ? [c.modules.get(module) as number] : []));
  if (delays.length === 0) {
    console.log(`  ${module.padEnd(10)} no event with the close's data time`);
    continue;
  }
  console.log(
    `  ${module.padEnd(10)} p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${percentile(delays, 95).toFixed(0)} ms, ` +
      `max ${Math.max(...delays).toFixed(0)} ms (${delays.length} of ${measured.length} closes)`,
  );
}
const lags = measured.map((c) => c.lagMs);
console.log(
  `  market event after the close time (meaningful at SIM_SPEED=1): p50 ${percentile(lags, 50).toFixed(0)} ms, ` +
    `p95 ${percentile(lags, 95).toFixed(0)} ms`,
);
process.exit(0);
