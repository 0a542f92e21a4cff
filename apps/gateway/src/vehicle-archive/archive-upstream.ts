import type { Answer, ArchiveQueryName, VehicleKey } from '@datamall/contract/vehicle-archive';
import { DEFAULT_AS_OF, generateVehicles } from './dataset.js';
import { createVehicleArchive, type VehicleArchive } from './queries.js';

/**
 * The archive queries as the platform's upstream serves them: `GET /archive/<query>?vin=…` or `?plate=…`.
 * 200 with the answer; 404 when the vehicle is not in the archive (or, for `newEnergy`, not a new-energy vehicle);
 * 400 when the VIN or plate is malformed (the body says why, e.g. the expected check digit). The data set is the
 * seeded synthetic one, generated once on first use (about a second for 5,000 vehicles).
 */

export const ARCHIVE_PREFIX = '/archive/';

/** Path segment of each query (as the API goods' interfaces name them). */
const QUERIES: ReadonlyMap<string, ArchiveQueryName> = new Map(
  Object.entries({
    price: 'price',
    maintenance: 'maintenance',
    'parameter-configuration': 'parameterConfiguration',
    'annual-inspection': 'annualInspection',
    'violation-points': 'violationPoints',
    'compulsory-insurance': 'compulsoryInsurance',
    'commercial-insurance-loss': 'commercialInsuranceLoss',
    'high-speed': 'highSpeedVehicle',
    'new-energy': 'newEnergy',
  } satisfies Record<string, ArchiveQueryName>),
);

export const ARCHIVE_PATHS = [...QUERIES.keys()].map((segment) => `${ARCHIVE_PREFIX}${segment}`);

let archive: VehicleArchive | undefined;

/** The archive over the default seed, generated on first use. */
export function vehicleArchive(): VehicleArchive {
  archive ??= createVehicleArchive({ vehicles: generateVehicles(), asOf: DEFAULT_AS_OF });
  return archive;
}

function answerOf(name: ArchiveQueryName, key: VehicleKey): Answer<object> {
  const a = vehicleArchive();
  switch (name) {
    case 'price':
      return a.priceQuery(key);
    case 'maintenance':
      return a.maintenanceQuery(key);
    case 'parameterConfiguration':
      return a.parameterConfigurationQuery(key);
    case 'annualInspection':
      return a.annualInspectionQuery(key);
    case 'violationPoints':
      return a.violationPointsQuery(key);
    case 'compulsoryInsurance':
      return a.compulsoryInsuranceQuery(key);
    case 'commercialInsuranceLoss':
      return a.commercialInsuranceLossQuery(key);
    case 'highSpeedVehicle':
      return a.highSpeedVehicleQuery(key);
    case 'newEnergy':
      return a.newEnergyQuery(key);
  }
}

/** The answer to an archive path with its HTTP status, or null when the path is not an archive query. */
export function archiveResponse(
  pathname: string,
  query: URLSearchParams,
): { status: number; body: unknown } | null {
  if (!pathname.startsWith(ARCHIVE_PREFIX)) return null;
  const name = QUERIES.get(pathname.slice(ARCHIVE_PREFIX.length));
  if (!name) return null;
  const vin = query.get('vin');
  const plate = query.get('plate');
  if ((vin === null) === (plate === null)) {
    return { status: 400, body: { error: 'give either vin or plate', synthetic: true } };
  }
  const answer = answerOf(name, vin !== null ? { vin } : { plate: plate ?? '' });
  if (answer.found) return { status: 200, body: answer };
  const invalid = answer.reason === 'invalidVin' || answer.reason === 'invalidPlate';
  return { status: invalid ? 400 : 404, body: answer };
}
