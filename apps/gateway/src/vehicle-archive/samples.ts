import type { ArchiveQueryName, Vehicle } from '@datamall/contract/vehicle-archive';
import { generateVehicles } from './dataset.js';
import { createVehicleArchive } from './queries.js';

/**
 * What the platform publishes about the archive queries without running them: the JSON Schema of each answer
 * (the API goods' documented interfaces) and an example answer for one fixed sample vehicle (the example reports
 * the public pages show). Derived from the seeded data set; `npm run vehicle-data -- --samples <file>` writes them
 * where the server reads them, and a test keeps that file equal to what this module derives.
 */

type SchemaNode = {
  type: 'string' | 'number' | 'integer' | 'array' | 'object' | 'boolean';
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
};

const NULLABLE = 'may be null';

function typeOf(value: unknown): SchemaNode['type'] | 'null' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean' || typeof value === 'string' || typeof value === 'object') {
    return typeof value as 'boolean' | 'string' | 'object';
  }
  throw new Error(`not JSON: ${String(value)}`);
}

/** The schema of all the values seen at one place (nulls make it nullable; integers and numbers make numbers). */
function schemaOf(values: readonly unknown[]): SchemaNode {
  const present = values.filter((v) => v !== null && v !== undefined);
  const nullable = present.length < values.length;
  const types = new Set(present.map(typeOf));
  let node: SchemaNode;
  if (types.size === 0) node = { type: 'string' };
  else if (types.has('object')) {
    const objects = present as Record<string, unknown>[];
    const keys = [...new Set(objects.flatMap((o) => Object.keys(o)))];
    const properties: Record<string, SchemaNode> = {};
    for (const key of keys) properties[key] = schemaOf(objects.map((o) => o[key] ?? null));
    const required = keys.filter((key) => objects.every((o) => key in o && o[key] !== null));
    node = { type: 'object', properties, ...(required.length ? { required } : {}) };
  } else if (types.has('array')) {
    node = { type: 'array', items: schemaOf((present as unknown[][]).flat()) };
  } else if (types.has('number')) node = { type: 'number' };
  else node = { type: [...types][0] as SchemaNode['type'] };
  return nullable ? { ...node, description: NULLABLE } : node;
}

type Answers = Record<ArchiveQueryName, (vin: string) => object>;

function answersOf(vehicles: readonly Vehicle[]): Answers {
  const archive = createVehicleArchive({ vehicles });
  return {
    price: (vin) => archive.priceQuery({ vin }),
    maintenance: (vin) => archive.maintenanceQuery({ vin }),
    parameterConfiguration: (vin) => archive.parameterConfigurationQuery({ vin }),
    annualInspection: (vin) => archive.annualInspectionQuery({ vin }),
    violationPoints: (vin) => archive.violationPointsQuery({ vin }),
    compulsoryInsurance: (vin) => archive.compulsoryInsuranceQuery({ vin }),
    commercialInsuranceLoss: (vin) => archive.commercialInsuranceLossQuery({ vin }),
    highSpeedVehicle: (vin) => archive.highSpeedVehicleQuery({ vin }),
    newEnergy: (vin) => archive.newEnergyQuery({ vin }),
  };
}

const recordCount = (v: Vehicle) =>
  v.maintenance.length +
  v.inspections.length +
  v.violations.length +
  v.commercialInsurance.length +
  v.highwayTrips.length +
  v.charging.length;

/**
 * The example vehicle: a new-energy vehicle (so all nine queries answer) with violations, a loss and trips, and
 * the fewest records among those, so the examples stay short.
 */
function exampleVehicle(vehicles: readonly Vehicle[]): Vehicle {
  const candidates = vehicles.filter(
    (v) =>
      v.newEnergy &&
      v.violations.length >= 2 &&
      v.highwayTrips.length >= 3 &&
      v.commercialInsurance.some((p) => p.losses.length > 0),
  );
  const best = candidates.sort((a, b) => recordCount(a) - recordCount(b) || a.vin.localeCompare(b.vin))[0];
  if (!best) throw new Error('the data set has no vehicle for the examples');
  return best;
}

export interface ArchiveSamples {
  synthetic: true;
  exampleVin: string;
  queries: Record<ArchiveQueryName, { responseSchema: SchemaNode; example: object }>;
}

/** Schemas (over every vehicle's answer) and examples of the nine queries over the default data set. */
export function archiveSamples(vehicles: readonly Vehicle[] = generateVehicles()): ArchiveSamples {
  const answers = answersOf(vehicles);
  const example = exampleVehicle(vehicles);
  const found = (answer: object) => (answer as { found: boolean }).found;
  const queries = {} as ArchiveSamples['queries'];
  for (const [name, ask] of Object.entries(answers) as [ArchiveQueryName, (vin: string) => object][]) {
    // Every 10th vehicle is enough to see each field filled and empty; the schema stays the same.
    const seen = vehicles
      .filter((_, i) => i % 10 === 0)
      .map((v) => ask(v.vin))
      .filter(found);
    queries[name] = { responseSchema: schemaOf(seen), example: ask(example.vin) };
  }
  return { synthetic: true, exampleVin: example.vin, queries };
}
