import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
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
  try {
    await writeFile(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds a JWT secret shorter than ${MIN_LENGTH} characters; delete it or set JWT_SECRET.`,
    );
  }
  return new TextEncoder().encode(secret);
}
