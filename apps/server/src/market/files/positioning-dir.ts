import { statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * The positioning folder of a files source (docs/positioning.md §3): `MARKET_POSITIONING_DIR` when
 * set; else the klines folder's sibling named with its last `-` part replaced by `positioning`
 * (`…/binance-um-5m` → `…/binance-um-positioning`) when that folder exists; else none.
 */
export function positioningDirOf(filesDir: string | undefined, explicit: string | undefined): string | null {
  if (explicit) return explicit;
  if (!filesDir) return null;
  const name = basename(filesDir.replace(/\/+$/, ''));
  const dash = name.lastIndexOf('-');
  if (dash <= 0) return null;
  const sibling = join(dirname(filesDir.replace(/\/+$/, '')), `${name.slice(0, dash)}-positioning`);
  try {
    return statSync(sibling).isDirectory() ? sibling : null;
  } catch {
    return null;
  }
}
