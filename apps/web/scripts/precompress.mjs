// Writes `<file>.gz` and `<file>.br` next to every compressible file of the built web app, so the server
// (`@fastify/static` with `preCompressed`) sends them without compressing on each request.
// Usage: node scripts/precompress.mjs [distDir]   (default: apps/web/dist)
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 512;

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));

async function* walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function compress(file) {
  const body = await fs.readFile(file);
  if (body.length < MIN_BYTES) return { raw: body.length, gz: body.length, br: body.length };
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  // A compressed copy that is not smaller is useless: the server falls back to the original.
  if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
  if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
  return { raw: body.length, gz: Math.min(gz.length, body.length), br: Math.min(br.length, body.length) };
}

const files = [];
for await (const file of walk(dist)) if (COMPRESSIBLE.test(file)) files.push(file);
const totals = { raw: 0, gz: 0, br: 0 };
// A few at a time: brotli 11 is CPU-heavy.
for (let i = 0; i < files.length; i += 8) {
  for (const size of await Promise.all(files.slice(i, i + 8).map(compress))) {
    totals.raw += size.raw;
    totals.gz += size.gz;
    totals.br += size.br;
  }
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${files.length} files in ${path.relative(process.cwd(), dist) || '.'}: ${kb(totals.raw)} -> gzip ${kb(totals.gz)}, brotli ${kb(totals.br)}`,
);
