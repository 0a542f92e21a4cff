import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.js';
import * as endpoints from './endpoints/index.js';
import { STAFF_PERMISSIONS, staffPermissionOf } from './staff-permissions.js';

function isEndpoint(v: unknown): v is Endpoint {
  return typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'access' in v;
}

const ALL: Endpoint[] = [
  ...new Map(
    Object.values(endpoints)
      .flatMap((v) => (isEndpoint(v) ? [v] : v && typeof v === 'object' ? Object.values(v) : []))
      .filter(isEndpoint)
      .map((e) => [e.id, e]),
  ).values(),
];

const operatorCalls = ALL.filter(
  (e) => typeof e.access === 'object' && (!e.access.roles || e.access.roles.includes(0)),
);

describe('staffPermissionOf', () => {
  it('decides every operator call: none is left open to staff by accident', () => {
    const undecided = operatorCalls.filter((e) => staffPermissionOf(e) === undefined).map((e) => e.id);
    expect(undecided).toEqual([]);
  });

  it('asks a permission of staff for every operator-only call but the pickers and personal pages', () => {
    const open = operatorCalls
      .filter((e) => typeof e.access === 'object' && e.access.roles?.length === 1)
      .filter((e) => staffPermissionOf(e)?.length === 0)
      .map((e) => e.id);
    expect(open).toEqual([]);
  });

  it('maps billing calls to the billing permission and keeps the log pages on their own strings', () => {
    expect(staffPermissionOf(endpoints.billing.adjust)).toEqual([STAFF_PERMISSIONS.billing]);
    expect(staffPermissionOf(endpoints.ops.loginLogPage)).toEqual(['sys:log:login']);
    expect(staffPermissionOf(endpoints.access.menuNav)).toEqual([]);
    expect(staffPermissionOf(endpoints.assets.querySourcesPage)).toEqual([STAFF_PERMISSIONS.assets]);
  });
});
