/**
 * The kline folder a report reads (the files source's layout): the folder given on the command line,
 * else `MARKET_FILES_DIR`; without either the report stops with its usage line.
 */
export function klineFolder(given: string | undefined, usage: string): string {
  const folder = given ?? process.env.MARKET_FILES_DIR;
  if (folder) return folder;
  console.error(`usage: ${usage}\n(a kline folder in the files-source layout, or MARKET_FILES_DIR)`);
  process.exit(2);
}
