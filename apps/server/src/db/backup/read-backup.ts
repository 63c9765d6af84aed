import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { BackupError } from './backup-format.ts';

/**
 * The lines of a gzip'd backup file, decompressed and split as they stream in (one batch of the
 * file in memory at a time). A file that is not gzip, or is cut off, rejects with a BackupError.
 */
export async function* backupLines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let pending = '';
  try {
    for await (const chunk of gunzip) {
      pending += decoder.write(chunk as Buffer);
      let newline = pending.indexOf('\n');
      let start = 0;
      while (newline >= 0) {
        yield pending.slice(start, newline);
        start = newline + 1;
        newline = pending.indexOf('\n', start);
      }
      pending = pending.slice(start);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT') throw new BackupError(`no such file: ${file}`);
    if (code?.startsWith('Z_'))
      throw new BackupError(`${file} is not a complete gzip'd backup (${(error as Error).message})`);
    throw error;
  } finally {
    input.destroy();
  }
  pending += decoder.end();
  if (pending.length > 0) yield pending;
}

/** Parses one line as JSON; a line that is not names its number. */
export function parseLine(line: string, number: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupError(`line ${number} of the backup is not JSON: the file is damaged`);
  }
}
