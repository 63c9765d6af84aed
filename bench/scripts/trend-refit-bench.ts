/**
 * The trend refit's time and longest event-loop stall, before and after the stepped fit
 * (bench/trend-refit-benches.ts; also part of `npm run bench`):
 *
 *   npx tsx bench/scripts/trend-refit-bench.ts --symbols=500 [--postgres=postgres://…/db] [--paths=after]
 */
import { describeRefit, trendRefitBenches } from '../trend-refit-benches.ts';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const started = performance.now();
const paths = (args.get('paths') ?? 'before,after').split(',') as ('before' | 'after')[];
const runs = await trendRefitBenches(Number(args.get('symbols') ?? 500), args.get('postgres'), paths);
for (const r of runs) console.log(describeRefit(r));
console.log(`(with the fill: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
