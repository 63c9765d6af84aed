import { lastIndexAtOrBefore } from '@app/core';
import { emptyBatch, type PositioningSource } from '../positioning/positioning-source.ts';
import type { LoadLogger } from './load-kline-folder.ts';
import { loadPositioningFolder, type PositioningDataSet } from './load-positioning-folder.ts';

/** The rows of an ascending list with time in [since, until]. */
function within<T extends { time: number }>(rows: readonly T[], since: number, until: number): T[] {
  return rows.slice(lastIndexAtOrBefore(rows, since - 1) + 1, lastIndexAtOrBefore(rows, until) + 1);
}

/**
 * The files source's positioning (docs/positioning.md §3): the folder is read once, on first use, in
 * full; `read` answers its rows of the span. The dump has no forecast and no liquidations.
 */
export function createFilesPositioning(
  dir: string,
  logger?: LoadLogger,
): PositioningSource & { load(): Promise<PositioningDataSet> } {
  let loaded: Promise<PositioningDataSet> | undefined;
  let damaged: PositioningDataSet['damagedFiles'] = [];
  const load = () => {
    loaded ??= loadPositioningFolder(dir, logger).then((data) => {
      damaged = data.damagedFiles;
      return data;
    });
    return loaded;
  };
  return {
    liquidations: false,
    load,
    async read(symbols, since, until) {
      const data = await load();
      const batch = emptyBatch();
      for (const symbol of symbols) {
        for (const row of within(data.funding.get(symbol) ?? [], since, until))
          batch.funding.push({ ...row, symbol });
        for (const row of within(data.metrics.get(symbol) ?? [], since, until))
          batch.metrics.push({ ...row, symbol });
      }
      return batch;
    },
    damagedFiles: () => damaged.map((f) => ({ ...f })),
  };
}
