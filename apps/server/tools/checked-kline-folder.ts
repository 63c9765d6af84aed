import { stat } from 'node:fs/promises';
import { type KlineDataSet, loadKlineFolder } from '../src/market/files/load-kline-folder.ts';

/** A kline folder a backtest cannot use: the message names the folder, or the file and line. */
export class KlineFolderInputError extends Error {}

/**
 * Reads a kline folder in the files-source layout for a backtest. A missing or empty folder, or a row
 * that does not parse (column count, a non-number), stops it naming the folder or the file and line;
 * a row that parses but holds an impossible candle (a zero price, high below the close) is skipped
 * and left in `badRows`, as the files source does.
 */
export async function loadCheckedKlineFolder(dir: string): Promise<KlineDataSet> {
  const info = await stat(dir).catch(() => null);
  if (info === null || !info.isDirectory()) throw new KlineFolderInputError(`${dir}: no such folder`);
  const data = await loadKlineFolder(dir).catch((error: unknown) => {
    throw new KlineFolderInputError(`${dir}: ${error instanceof Error ? error.message : String(error)}`);
  });
  const unparsable = data.badRows.find((b) => /columns|not a number/.test(b.reason));
  if (unparsable)
    throw new KlineFolderInputError(`${unparsable.file}:${unparsable.line}: ${unparsable.reason}`);
  if (data.candlesRead === 0)
    throw new KlineFolderInputError(
      `${dir}: no kline files (SYMBOL-INTERVAL-YYYY-MM[-DD].csv or .zip) with rows`,
    );
  return data;
}
