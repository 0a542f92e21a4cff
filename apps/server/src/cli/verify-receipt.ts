/**
 * Checks an evidence receipt offline, without the server:
 *
 *   npm run verify-receipt -- receipt.json [--heads evidence-heads.json]
 *
 * `receipt.json`: the buyer's receipt (the JSON the order page downloads, or the answer of
 * /server/evidence/receipt). `--heads`: the published block heads (/server/evidence/heads, the console's
 * "published heads"). Every entry's hash is recomputed, the links and places in its block are checked, each sealed
 * block's hash is recomputed from its entry hashes and its signed head is verified with the published public key
 * (without --heads: with the key the receipt carries, whose fingerprint is printed to compare by hand).
 * Exit code 0 when the receipt holds, 1 when something fails (each failure is named), 2 for a usage error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkReceipt } from '../modules/evidence/evidence-receipt-check.js';

function usage(message: string): never {
  console.error(
    `verify-receipt: ${message}\nusage: npm run verify-receipt -- receipt.json [--heads heads.json]`,
  );
  process.exit(2);
}

/** npm runs scripts in the repository's folder: file names are the caller's, relative to where npm was run. */
const resolve = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(resolve(file), 'utf8');
  } catch (error) {
    usage(`cannot read the ${what} ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    usage(`the ${what} ${file} is not JSON`);
  }
}

function main() {
  let parsed: ReturnType<
    typeof parseArgs<{ options: { heads: { type: 'string' } }; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({ options: { heads: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    usage((error as Error).message);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length) usage('give one receipt file');
  const receipt = readJson(file, 'receipt');
  const heads = parsed.values.heads ? readJson(parsed.values.heads, 'heads file') : null;
  const result = checkReceipt(receipt, heads);
  for (const line of result.passed) console.log(`ok       ${line}`);
  for (const line of result.warnings) console.log(`warning  ${line}`);
  if (!result.ok) {
    for (const line of result.failures) console.error(`FAILED   ${line}`);
    console.error(`verify-receipt: ${file} is NOT valid (${result.failures.length} failure(s))`);
    process.exit(1);
  }
  console.log(`verify-receipt: ${file} is VALID${heads ? ' against the published heads' : ''}`);
}

main();
