import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config/config.ts';

const MIN_LENGTH = 32;

/**
 * The HS256 signing key: `JWT_SECRET` when set; otherwise the key in `DATA_DIR/jwt-secret`, generated
 * on first start (mode 0600). Several API processes on different hosts must share `JWT_SECRET`.
 */
export async function resolveJwtSecret(
  config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>,
): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = join(config.dataDir, 'jwt-secret');
  await mkdir(config.dataDir, { recursive: true });
  // Written whole to a file of this process, then linked to its name: `link` fails if the name exists
  // and is atomic, so processes started at once never read a key another one is still writing
  // (docs/reliability.md "Many processes start as one"): the first link wins, the others read it.
  const own = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(own, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  try {
    await link(own, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(own, { force: true });
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds a JWT secret shorter than ${MIN_LENGTH} characters; delete it or set JWT_SECRET.`,
    );
  }
  return new TextEncoder().encode(secret);
}
