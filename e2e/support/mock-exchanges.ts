import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));

export interface MockExchangeProcess {
  baseUrl: string;
  process: ChildProcess;
}

/**
 * Starts one of the server's local mock exchanges (apps/server/test/mocks/exchange/serve-mock.ts)
 * on 127.0.0.1 in its own process, with `symbols` linear USDT perpetuals and no rate limit.
 */
export function startMockExchangeProcess(exchange: string, symbols: number): Promise<MockExchangeProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'test/mocks/exchange/serve-mock.ts',
      `--exchange=${exchange}`,
      `--symbols=${symbols}`,
      '--rate-limit=off',
    ],
    { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`mock ${exchange} did not start:\n${err}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) {
        clearTimeout(timer);
        resolve({ baseUrl: (JSON.parse(line) as { baseUrl: string }).baseUrl, process: child });
      }
    });
    child.once('exit', (code) => reject(new Error(`mock ${exchange} exited with ${code}:\n${err}`)));
  });
}
