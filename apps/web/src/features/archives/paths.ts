import { archives } from '@datamall/contract';
import type { ArchiveQueryName } from '@datamall/contract/vehicle-archive';

/** The eight queries with a page under `/archives/` (new-energy has its standalone pages). */
export const ARCHIVE_PAGE_QUERIES = archives.ARCHIVE_QUERIES.filter((q) => q.query !== 'newEnergy');

export const archivePaths = {
  home: '/archives/homePage',
  agreement: '/archives/serveAgreement',
  history: '/archives/archivesQuery',
  byVehicle: '/archives/archivesQuery2',
  questions: '/archives/questionAnswering',
  newEnergy: '/newEnergy',
  newEnergyQuery: '/newEnergy/query',
} as const;

function routeOf(query: ArchiveQueryName): string {
  return archives.ARCHIVE_QUERIES.find((q) => q.query === query)?.route ?? '';
}

/** The page of a query: `/archives/vehiclPriceQuery`, or `/newEnergy/query`. */
export function queryPagePath(query: ArchiveQueryName): string {
  return query === 'newEnergy' ? archivePaths.newEnergyQuery : `/archives/${routeOf(query)}`;
}

/** Where a stored report opens: `/archives/{route}-report?id=`, or `/newEnergy/query?id=` (below its form). */
export function reportPath(query: ArchiveQueryName, id: string): string {
  const base = query === 'newEnergy' ? archivePaths.newEnergyQuery : `/archives/${routeOf(query)}-report`;
  return `${base}?id=${encodeURIComponent(id)}`;
}

/** The query of a page path (`/archives/vehiclPriceQuery` -> price), or undefined. */
export function queryOfPath(pathname: string): ArchiveQueryName | undefined {
  const route = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return ARCHIVE_PAGE_QUERIES.find((q) => q.route === route)?.query;
}
