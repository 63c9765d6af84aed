/** One benchmark's figures: wall time, a throughput and the heap it left behind. */
export interface Figure {
  name: string;
  ms: number;
  units: number;
  unit: string;
  perSecond: number;
  heapDeltaMb: number;
}

/**
 * Runs `work` (after one warm-up run unless `cold`) and reports its time and throughput; `work` returns
 * the unit count. Use `cold` where the first run is the cost a user pays (e.g. a backfill).
 */
export async function measure(
  name: string,
  unit: string,
  work: () => number | Promise<number>,
  options: { cold?: boolean } = {},
): Promise<Figure> {
  if (!options.cold) await work();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const units = await work();
  const ms = performance.now() - start;
  const heapDeltaMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  return { name, ms, units, unit, perSecond: units / (ms / 1000), heapDeltaMb };
}

export function printFigure(f: Figure): void {
  const rate = f.perSecond >= 1000 ? `${(f.perSecond / 1000).toFixed(1)}k` : f.perSecond.toFixed(1);
  console.log(
    `${f.name.padEnd(48)} ${f.ms.toFixed(1).padStart(9)} ms  ${String(f.units).padStart(9)} ${f.unit.padEnd(8)} ${rate.padStart(8)}/s  heap ${f.heapDeltaMb.toFixed(1)} MB`,
  );
}
