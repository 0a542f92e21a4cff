import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPublicPath } from '../shared/public-paths';
import { routes } from './router';

/** Every full path the static route tree declares. */
function paths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`.replace(/^\/\//, '/')
      : parent;
    return [...(route.path ? [own] : []), ...paths(route.children ?? [], own)];
  });
}

const QUERY_ROUTES = [
  'vehiclPriceQuery',
  'vehicleMaintenanceQuery',
  'parameterConfigurationQuery',
  'vehicleMaintenanceQueryForYear',
  'queryOfPenaltyPointsForViolation',
  'verificationOfInsurancePeriodOfCompulsoryTrafficInsurance',
  'commercialInsuranceLossInquiry',
  'highSpeedVehicleQuery',
];

/** The 26 archive and new-energy pages of §2.2, spelled as the spec spells them. */
const ARCHIVE_PATHS = [
  '/archives/index',
  '/archives/homePage',
  ...QUERY_ROUTES.map((route) => `/archives/${route}`),
  ...QUERY_ROUTES.map((route) => `/archives/${route}-report`),
  '/archives/highSpeedVehicleQuery-report-transport',
  '/archives/highSpeedVehicleQuery-report-example',
  '/archives/serveAgreement',
  '/archives/archivesQuery',
  '/archives/archivesQuery2',
  '/archives/questionAnswering',
  '/newEnergy',
  '/newEnergy/query',
];

describe('router', () => {
  it('registers the 26 archive and new-energy pages, each once and public', () => {
    const declared = paths(routes);
    expect(ARCHIVE_PATHS).toHaveLength(26);
    for (const path of ARCHIVE_PATHS) {
      expect(
        declared.filter((p) => p === path),
        path,
      ).toHaveLength(1);
      expect(isPublicPath(path), path).toBe(true);
    }
    expect(declared.filter((p) => p.startsWith('/archives/') || p.startsWith('/newEnergy'))).toHaveLength(26);
  });

  it('redirects /archives/index to the archives home', async () => {
    const index = routes[0]?.children
      ?.flatMap((route) => route.children ?? [])
      .find((route) => route.path === 'archives/index');
    const loader = index?.loader as (() => Response) | undefined;
    const response = loader?.();
    expect(response?.headers.get('Location')).toBe('/archives/homePage');
  });

  it('shows the archive pages in the mall frame and the new-energy pages standalone', () => {
    const app = routes[0]?.children ?? [];
    const mall = app.find((route) => route.children?.some((child) => child.path === 'mall'));
    expect(mall?.children?.some((child) => child.path === 'archives/homePage')).toBe(true);
    expect(app.some((route) => route.path === 'newEnergy' && !route.children)).toBe(true);
    expect(app.some((route) => route.path === 'newEnergy/query')).toBe(true);
  });
});
