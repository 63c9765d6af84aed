import { mkdirSync, writeFileSync } from 'node:fs';
import { timeframeMs } from '@app/core';
import { alertsBenches } from './alerts-benches.ts';
import { closePipelineBenches, describePipeline } from './close-pipeline-benches.ts';
import { coreBenches } from './core-benches.ts';
import { ictBenches } from './ict-benches.ts';
import { limitsBenches } from './limits-benches.ts';
import { liquidityBenches } from './liquidity-benches.ts';
import { type Figure, printFigure } from './measure.ts';
import { overlaysBenches } from './overlays-benches.ts';
import { structuresBenches } from './structures-benches.ts';
import { describeRefit, refitFigure, trendRefitBenches } from './trend-refit-benches.ts';
import { volumeBenches } from './volume-benches.ts';
import { firstLoadAimBytes, measureWebBundle, printWebBundle } from './web-bundle.ts';

/**
 * `npm run bench`: speed and memory figures, printed and written to bench/results/. Figures, not
 * assertions: compare runs on the same machine; the ratios below put them against the budgets we care about.
 */
const figures: Figure[] = [];
console.log(`bench on node ${process.version}, ${new Date().toISOString()}\n`);
for (const f of await coreBenches()) {
  printFigure(f);
  figures.push(f);
}

for (const f of await structuresBenches()) {
  printFigure(f);
  figures.push(f);
}

const ict = await ictBenches();
for (const f of ict.figures) {
  printFigure(f);
  figures.push(f);
}
for (const [i, scan] of ict.scans.entries()) {
  const t = scan.timings;
  console.log(
    `  scan ${i + 1}: read ${t.readMs.toFixed(0)} ms, compute ${t.computeMs.toFixed(0)} ms, write ${t.writeMs.toFixed(0)} ms; ` +
      `${scan.rowsRead} candle rows read, ${scan.newTrades} new trades, ${scan.judged} live trades judged, ${scan.changedRows} rows changed`,
  );
}
console.log(
  `  rows a first scan reads: ${ict.rowsRead} candles (5m since yesterday 00:00 + 1h of 16 days); later scans only the newest`,
);

const liquidity = await liquidityBenches();
for (const f of liquidity.figures) {
  printFigure(f);
  figures.push(f);
}
for (const [i, run] of liquidity.runs.entries()) {
  const t = run.timings;
  console.log(
    `  liquidity run ${i + 1}: read ${t.readMs.toFixed(0)} ms, compute ${t.computeMs.toFixed(0)} ms, write ${t.writeMs.toFixed(0)} ms; ` +
      `${run.rowsRead} rows read (candles and stored session ranges), ${run.historyBuilt} ranges built, ${run.changedRows} rows changed`,
  );
}

const volume = await volumeBenches();
for (const f of volume.figures) {
  printFigure(f);
  figures.push(f);
}
for (const run of volume.runs) {
  const t = run.timings;
  console.log(
    `  classification at ${new Date(run.dataTime ?? run.now).toISOString().slice(11, 16)}: read ${t.readMs.toFixed(0)} ms, compute ${t.computeMs.toFixed(0)} ms, ` +
      `write ${t.writeMs.toFixed(0)} ms; rows read: ${run.rowsRead.bars} bars (of this session so far and the previous session's share; only the newest once held) ` +
      `and ${run.rowsRead.baselines} baselines; ${run.snapshots} snapshots (Active ${run.statuses.Active}, ` +
      `Warming Up ${run.statuses['Warming Up']}, Silent ${run.statuses.Silent}, ${run.alerts} alerts)`,
  );
}

for (const f of await overlaysBenches()) {
  printFigure(f);
  figures.push(f);
}

for (const f of await limitsBenches()) {
  printFigure(f);
  figures.push(f);
}

const alerts = await alertsBenches();
for (const f of alerts.figures) {
  printFigure(f);
  figures.push(f);
}
for (const c of alerts.closes)
  console.log(
    `  close ${new Date(c.close).toISOString().slice(11, 16)}: ${c.ms.toFixed(0)} ms, ${c.events} events, ${c.inbox} inbox rows, ${c.posts} webhook posts`,
  );

// The per-close pipeline through the queue and a worker at 100/500/1,000 symbols; on PostgreSQL too
// when BENCH_POSTGRES_URL names one (e.g. postgres://postgres@127.0.0.1:5432/test).
const pipelines = [await closePipelineBenches()];
if (process.env.BENCH_POSTGRES_URL)
  pipelines.push(await closePipelineBenches(process.env.BENCH_POSTGRES_URL));
for (const runs of pipelines) {
  const described = describePipeline(runs);
  for (const f of described.figures) {
    printFigure(f);
    figures.push(f);
  }
  for (const line of described.lines) console.log(line);
}

// The trend model's refit at 500 symbols, the old path (one statement for the partials, each
// checkpoint's fit in one go) and the stepped one, with the longest event-loop stall of each; on
// PostgreSQL too with BENCH_POSTGRES_URL (docs/reliability.md, Soak).
const refits = await trendRefitBenches(500);
if (process.env.BENCH_POSTGRES_URL)
  refits.push(...(await trendRefitBenches(500, process.env.BENCH_POSTGRES_URL)));
for (const r of refits) {
  const f = refitFigure(r);
  printFigure(f);
  figures.push(f);
  console.log(`  ${describeRefit(r)}`);
}

// What a first visit downloads: read from the last web build, not built here.
const webBundle = measureWebBundle();
if (webBundle) printWebBundle(webBundle);
else console.log('web: apps/web/dist is missing, no bundle figure (build it with `npm run build:web`)');

const byName = (prefix: string) => figures.find((f) => f.name.startsWith(prefix));
const cpr = byName('cpr:');
const sim5m = byName('sim (cold): 5m');
console.log('\nratios');
if (cpr)
  console.log(
    `  CPR recompute of every symbol vs a 5-minute bar interval: ${((cpr.ms / timeframeMs('5m')) * 100).toFixed(4)} %`,
  );
if (sim5m)
  console.log(
    `  simulated 5m bars per second vs PGlite's ~55k rows/s insert rate: ${(sim5m.perSecond / 55_000).toFixed(1)}×`,
  );
const ictWarm = figures.find((f) => f.name.includes('ict: scan') && f.name.includes('next 5m'));
if (ictWarm)
  console.log(
    `  ICT scan of 500 symbols with reads and writes vs the 1 s aim: ${(ictWarm.ms / 1000).toFixed(2)}×`,
  );
const liquidityNext = figures.find((f) => f.name.startsWith('liquidity: run') && f.name.includes('next 5m'));
if (liquidityNext)
  console.log(
    `  liquidity run of 500 symbols with reads and writes vs the 500 ms aim: ${(liquidityNext.ms / 500).toFixed(2)}×`,
  );
const volumeRun = figures.find((f) => f.name.startsWith('volume: classify with reads'));
if (volumeRun)
  console.log(
    `  volume classification of 500 symbols with reads and writes vs the 500 ms aim: ${(volumeRun.ms / 500).toFixed(2)}×`,
  );
const overlaysCold = byName('overlays: cold');
if (overlaysCold)
  console.log(
    `  market/overlays/ cold (1 symbol, 1,500 5m bars, first request after new bars) vs the 30 ms aim: ${(overlaysCold.ms / 30).toFixed(2)}×`,
  );
const overlaysLoad = byName('overlays: warm, free token, 100 connections');
if (overlaysLoad)
  console.log(
    `  market/overlays/ cached, 100 connections vs the 1,000 req/s aim: ${(overlaysLoad.perSecond / 1000).toFixed(2)}×`,
  );
const limitsMemory = byName('limits: admit, memory');
const limitsShared = byName('limits: admit, shared');
if (limitsMemory && limitsShared)
  console.log(
    `  request limits, admissions per second on the shared counters (PostgreSQL's) vs in memory (PGlite's): ` +
      `${(limitsShared.perSecond / limitsMemory.perSecond).toFixed(2)}× (aim: no database round trip per request)`,
  );
const structures = byName('structures: FVG');
const structuresSteady = byName('structures: the same, median');
if (structures && structuresSteady)
  console.log(
    `  core structures on 25,920 5m bars vs 820 ms (smart-money-concepts, Python, on the same count; 2026-11-24; ` +
      `not rerun here: no pandas): ${(820 / structures.ms).toFixed(0)}× faster on one call after one warm-up, ` +
      `${(820 / structuresSteady.ms).toFixed(0)}× in steady state (aim 100×)`,
  );
const breakers = byName('structures: breakers alone');
const breakersRef = byName('structures: breakers, linear');
if (breakers && breakersRef)
  console.log(
    `  breaker zones, segment tree vs the linear-scan definition: ${(breakersRef.ms / breakers.ms).toFixed(0)}× faster`,
  );
const alertsWorst = byName('alerts: close → inbox + webhook, worst');
if (alertsWorst)
  console.log(
    `  alert at a 5m close → inbox and webhook (500 symbols, worst of 12 closes) vs the 2 s aim: ${(alertsWorst.ms / 2000).toFixed(2)}×`,
  );
const alertsBurst = byName('alerts: burst');
if (alertsBurst)
  console.log(
    `  burst of 500 events → 7,500 inbox rows and one digest post per premium user (5) vs the 2 s aim: ${(alertsBurst.ms / 2000).toFixed(2)}×`,
  );
if (webBundle) {
  const guest = webBundle.firstLoadGzip + webBundle.guestHome.gzipBytes;
  console.log(
    `  JS a first visit downloads (gzip) vs the 200 kB aim: ${(webBundle.firstLoadGzip / firstLoadAimBytes).toFixed(2)}×` +
      ` (${(webBundle.firstLoadGzip / 1000).toFixed(1)} kB; with the /login chunks a guest's / then fetches: ${(guest / firstLoadAimBytes).toFixed(2)}×)`,
  );
}
console.log(`  peak RSS: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const file = new URL(`./results/bench-${Date.now()}.json`, import.meta.url);
writeFileSync(
  file,
  JSON.stringify({ node: process.version, at: new Date().toISOString(), figures, webBundle }, null, 2),
);
console.log(`\nwritten to ${file.pathname}`);
