/**
 * A child process for the crash test: backfills the simulated market into a file-backed PGlite at
 * argv[2] as of argv[3] (epoch ms), printing `BATCH <n>` after each candle write so the parent can kill
 * it mid-ingest, and `DONE` when the backfill completes. With argv[4] = n it stops after the n-th write
 * and waits there to be killed, so the kill always lands mid-ingest however fast the machine is.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase } from '../../src/db/database.ts';
import { createCandleRepository } from '../../src/repositories/candle-repository.ts';
import { createFormingCandleRepository } from '../../src/repositories/forming-candle-repository.ts';
import { createMarketSymbolRepository } from '../../src/repositories/market-symbol-repository.ts';
import { createMarketIngestService } from '../../src/services/market/market-ingest-service.ts';
import { createSimFixture, testHistory } from './sim-market-fixture.ts';

const [, , dataDir = '', nowArg = '0', holdAfterArg] = process.argv;
const holdAfter = holdAfterArg === undefined ? undefined : Number(holdAfterArg);
const database = pgliteDatabase(await PGlite.create(dataDir));
await database.migrate();
const fixture = createSimFixture(database.db, Number(nowArg), 4);
const candles = createCandleRepository(database.db, 500);
let batches = 0;
const ingest = createMarketIngestService({
  source: fixture.source,
  candles: {
    ...candles,
    async upsert(source, timeframe, rows) {
      const written = await candles.upsert(source, timeframe, rows);
      batches += 1;
      process.stdout.write(`BATCH ${batches}\n`);
      if (batches === holdAfter) await new Promise(() => setInterval(() => undefined, 1_000));
      return written;
    },
  },
  forming: createFormingCandleRepository(database.db),
  symbols: createMarketSymbolRepository(database.db),
  history: testHistory,
});
await ingest.syncSymbols();
await ingest.catchUp();
process.stdout.write('DONE\n');
await database.close();
