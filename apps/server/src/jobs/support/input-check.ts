import type { StoredTimeframe } from '@app/core';
import type { JobContext } from '../job-context.ts';

export interface InputCheck {
  symbols: number;
  withData: number;
  /** Open time of the newest stored bar over all symbols, or null. */
  newest: number | null;
}

/** How many active symbols have stored bars of `timeframe`, and the newest one: a job's inputs. */
export async function checkInputs(context: JobContext, timeframe: StoredTimeframe): Promise<InputCheck> {
  const symbols = (await context.symbols.listActive(context.source)).map((s) => s.symbol);
  const newest = await context.candles.newestOpenTimes(context.source, timeframe, symbols);
  const times = [...newest.values()];
  return {
    symbols: symbols.length,
    withData: newest.size,
    newest: times.length > 0 ? Math.max(...times) : null,
  };
}

const iso = (t: number | null) => (t === null ? 'none' : new Date(t).toISOString().replace('.000Z', 'Z'));

/**
 * The honest detail of a job whose computation lands in a later module: what it checked, and that
 * it computed nothing yet.
 */
export function notYetComputedDetail(what: string, timeframe: StoredTimeframe, check: InputCheck): string {
  return (
    `${what}: inputs checked (${check.withData}/${check.symbols} symbols have ${timeframe} candles, newest ${iso(check.newest)}); ` +
    'the computation itself is not installed yet, nothing was computed.'
  );
}
