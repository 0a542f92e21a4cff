// `npm run bench:privacy -w bench`: how long the privacy-job protocol takes with every party in one process (no
// network): private set intersection and statistics over the intersection, P-256 and SM2, at a few table sizes.
// Prints keys per second of the whole run and the size of what crosses the platform.
import { type JobSpec, type Row, runJobLocally } from '../packages/privacy/src/index.js';

const sizes = (process.argv.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '1000,10000')
  .split(',')
  .map(Number);

function table(n: number, offset: number): Row[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `cust-${offset + i}`,
    amount: (i * 37) % 1000,
    region: ['north', 'south', 'east'][i % 3]!,
  }));
}

function spec(kind: JobSpec['kind'], curve: JobSpec['curve']): JobSpec {
  return {
    jobId: `bench-${kind}-${curve}`,
    kind,
    curve,
    joinColumn: 'id',
    statistics:
      kind === 'psi'
        ? null
        : {
            valueColumn: 'amount',
            groupColumn: 'region',
            categories: ['north', 'south'],
            lower: 0,
            upper: 1000,
            bins: 10,
            decimals: 2,
            epsilon: 1,
            minGroupSize: 5,
          },
  };
}

console.log('| job | curve | keys each side | seconds | keys/s | bytes through the platform |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const curve of ['P-256', 'SM2'] as const) {
  for (const n of sizes) {
    if (curve === 'SM2' && n > 10_000) continue;
    for (const kind of ['psi', 'statistics'] as const) {
      const started = performance.now();
      const { transcript } = runJobLocally(spec(kind, curve), {
        consumer: { id: 'consumer', joinValues: table(n, 0).map((r) => r.id) },
        suppliers: [{ id: 'supplier', rows: table(n, n / 2), policy: { revealKeys: true } }],
      });
      const seconds = (performance.now() - started) / 1000;
      const bytes = transcript.reduce((sum, m) => sum + m.body.length, 0);
      console.log(
        `| ${kind} | ${curve} | ${n} | ${seconds.toFixed(2)} | ${Math.round((2 * n) / seconds)} | ${(bytes / 1e6).toFixed(2)} MB |`,
      );
    }
  }
}
