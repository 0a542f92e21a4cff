import { createWriteStream, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  DEFAULT_AS_OF,
  DEFAULT_COUNT,
  DEFAULT_SEED,
  datasetSha256,
  generateVehicles,
  writeDatasetJson,
} from './dataset.js';
import { archiveSamples } from './samples.js';

/**
 * Generates the synthetic vehicle archive and prints its counts and SHA-256 (of the JSON text; `--out` writes
 * that text, so `sha256sum` of the file prints the same digest):
 *   node --import tsx apps/gateway/src/vehicle-archive/dump.ts --count 5000 --seed archive-v1 [--as-of 2026-11-01] [--out file.json]
 * `--samples file.json` writes the answers' JSON Schemas and example answers of the default data set (the file
 * the server seeds the archive goods from: apps/server/src/modules/archives/archive-samples.json).
 */

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: String(DEFAULT_COUNT) },
    seed: { type: 'string', default: DEFAULT_SEED },
    'as-of': { type: 'string', default: DEFAULT_AS_OF },
    out: { type: 'string' },
    samples: { type: 'string' },
  },
});

const count = Number(values.count);
const started = performance.now();
const vehicles = generateVehicles({ seed: values.seed, count, asOf: values['as-of'] });
const generatedMs = performance.now() - started;
const sha256 = datasetSha256(vehicles);

const total = (pick: (v: (typeof vehicles)[number]) => readonly unknown[]) =>
  vehicles.reduce((n, v) => n + pick(v).length, 0);

console.log(
  JSON.stringify(
    {
      synthetic: true,
      seed: values.seed,
      asOf: values['as-of'],
      vehicles: vehicles.length,
      newEnergy: vehicles.filter((v) => v.newEnergy).length,
      maintenanceRecords: total((v) => v.maintenance),
      inspections: total((v) => v.inspections),
      violations: total((v) => v.violations),
      compulsoryPeriods: total((v) => v.compulsoryInsurance),
      commercialPeriods: total((v) => v.commercialInsurance),
      losses: vehicles.reduce(
        (n, v) => n + v.commercialInsurance.reduce((m, p) => m + p.losses.length, 0),
        0,
      ),
      highwayTrips: total((v) => v.highwayTrips),
      chargingRecords: total((v) => v.charging),
      batteryHealthRecords: total((v) => v.batteryHealth),
      generatedMs: Math.round(generatedMs),
      sha256,
    },
    null,
    2,
  ),
);

if (values.out) {
  const out = createWriteStream(values.out);
  writeDatasetJson(vehicles, (chunk) => out.write(chunk));
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  console.log(`written to ${values.out}`);
}

if (values.samples) {
  writeFileSync(values.samples, `${JSON.stringify(archiveSamples(), null, 1)}\n`);
  console.log(`samples written to ${values.samples}`);
}
