import { ConfigError, loadConfig } from './config/config.ts';
import { createLogger } from './lib/logger.ts';
import { safeError } from './lib/safe-error.ts';
import { startHeapTrimmer } from './runtime/heap-trim.ts';
import { startLoopDelayMonitor } from './runtime/loop-delay.ts';
import { startServer } from './start.ts';

/** Entry point (`npm start`): configuration, start-up, and graceful shutdown on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const log = createLogger({ level: config.logLevel });
  const server = await startServer(config, { log });
  // Gives the heap's freed pages back after a peak such as the start-up backfill (runtime/heap-trim.ts).
  const trimmer = startHeapTrimmer({ log });
  server.market.onStartupSettled(() => trimmer.check(true));
  // Logs the event loop's delay each minute and any stall past 100 ms (runtime/loop-delay.ts).
  const loopDelay = startLoopDelayMonitor({ log });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000).unref();
    trimmer.stop();
    loopDelay.stop();
    await server.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Start-up failed: ${error instanceof Error ? (safeError(error).stack ?? safeError(error).message) : String(error)}\n`,
  );
  process.exit(1);
});
