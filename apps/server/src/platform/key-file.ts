import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A 32-byte secret key: `configured` (base64, from the environment variable `envName`) when set, else a key
 * generated once into `DATA_DIR/keys/<fileName>` (mode 0600), so restarts can still read what was protected with it.
 * Several processes starting at once agree on the first one written.
 */
export function loadKeyFile(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
  envName: string,
): Buffer {
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error(`${envName} must be the base64 of exactly 32 bytes`);
    return key;
  }
  const file = path.join(dataDir, 'keys', fileName);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}
