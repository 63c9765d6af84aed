/**
 * The positioning snapshot the app computes (the files loader and core's `positioningSnapshot`, as the
 * API does) at a list of times, as one JSON array of API rows, for the independent recompute
 * (`positioning-recompute.py`) to check at times the live API does not stand at: the metrics' hole of
 * 2025-08-29 06:20–06:30, a settlement instant, the first hours of a series.
 *
 *   npx tsx apps/server/tools/positioning-snapshots-at.ts POSITIONING_DIR 2025-08-29T06:30:00Z … > rows.json
 */
import { positioningSnapshot } from '@app/core';
import { createFilesPositioning } from '../src/market/files/files-positioning.ts';
import { snapshotRowDto } from '../src/services/positioning/positioning-dto.ts';

const [folder, ...times] = process.argv.slice(2);
if (!folder || times.length === 0) {
  console.error('usage: positioning-snapshots-at.ts POSITIONING_DIR ISO_TIME…');
  process.exit(2);
}
const source = createFilesPositioning(folder);
const data = await source.load();
const symbols = [...new Set([...data.funding.keys(), ...data.metrics.keys()])].sort();
const rows = [];
for (const time of times) {
  const asOf = Date.parse(time);
  for (const symbol of symbols) {
    const inputs = {
      funding: data.funding.get(symbol) ?? [],
      metrics: data.metrics.get(symbol) ?? [],
      liquidations: null,
      forecast: null,
    };
    rows.push(snapshotRowDto(symbol, 'files', positioningSnapshot(inputs, asOf)));
  }
}
console.log(JSON.stringify(rows));
