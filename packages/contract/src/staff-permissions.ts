import type { Endpoint } from './endpoint.js';

/**
 * The permission strings that open the operator's areas to staff accounts. Each operator menu page carries the
 * string of its area (apps/server/src/modules/access/menu-data.ts), so a role granting the page grants the calls
 * behind it.
 */
export const STAFF_PERMISSIONS = {
  home: 'operate:home:all',
  users: 'operate:users:all',
  catalog: 'operate:catalog:all',
  assets: 'operate:assets:all',
  goods: 'operate:goods:all',
  orders: 'operate:orders:all',
  billing: 'operate:billing:all',
  nodes: 'operate:nodes:all',
  kms: 'operate:kms:all',
  evidence: 'operate:evidence:all',
  content: 'operate:content:all',
  workflow: 'flow:process:all',
} as const;

const P = STAFF_PERMISSIONS;

/**
 * The staff permission of an operator call, by the domain of its id (`billing.adjust` → billing). `null`: a
 * domain whose calls are personal (every account's own notices) or carry their own `access.permission`
 * (the log pages, the admin console's pages), which is then what staff must hold.
 */
const DOMAIN_PERMISSIONS: Readonly<Record<string, string | null>> = {
  statistics: P.home,
  users: P.users,
  ukey: P.users,
  catalog: P.catalog,
  tags: P.catalog,
  securityLevel: P.catalog,
  assets: P.assets,
  connections: P.assets,
  goods: P.goods,
  goodsCases: P.goods,
  goodsVersions: P.goods,
  interfaces: P.goods,
  standardApi: P.goods,
  gateway: P.goods,
  appRelations: P.goods,
  offlineTransmission: P.goods,
  mall: P.goods,
  orders: P.orders,
  grantData: P.orders,
  billing: P.billing,
  nodes: P.nodes,
  kms: P.kms,
  evidence: P.evidence,
  community: P.content,
  content: P.content,
  agreement: P.content,
  footer: P.content,
  notice: P.content,
  workflow: P.workflow,
  mynotice: null,
  ops: null,
};

/**
 * Calls open to every logged-in user whose answer to an operator is platform-wide (every asset, every order's
 * delivery, every process): staff need the area's permission for them; other roles are not concerned.
 */
const OPERATOR_WIDE_USER_CALLS: Readonly<Record<string, string>> = {
  'assets.queryBasicInformation': P.assets,
  'assets.queryDataDictionary': P.assets,
  'assets.queryDatatableDetail': P.assets,
  'assets.queryPageDataDictionary': P.assets,
  'assets.queryRecordDatatable': P.assets,
  'assets.querySourceByNames': P.assets,
  'assets.querySourceDetailV2': P.assets,
  'assets.querySourceTopFiveV2': P.assets,
  'assets.querySourcesPage': P.assets,
  'assets.queryTableNames': P.assets,
  'delivery.get': P.orders,
  'evidence.verify': P.evidence,
  'gateway.credentialUsage': P.goods,
  'gateway.testKey': P.goods,
  'goodsVersions.ofOrder': P.orders,
  'negotiation.page': P.orders,
  'offlineTransmission.buyerNodes': P.orders,
  'offlineTransmission.exportDirectory': P.orders,
  'offlineTransmission.file': P.orders,
  'offlineTransmission.getOne': P.orders,
  'offlineTransmission.testEncryption': P.orders,
  'users.queryQuotaByPage': P.users,
  'users.licenseImage': P.users,
  'users.queryEnterpriseInfo': P.users,
  'workflow.claim': P.workflow,
  'workflow.unclaim': P.workflow,
  'workflow.terminate': P.workflow,
  'workflow.taskInfo': P.workflow,
  'workflow.processInfo': P.workflow,
  'workflow.historicList': P.workflow,
  'workflow.diagramImage': P.workflow,
  'workflow.diagramSource': P.workflow,
};

/**
 * What a staff account must hold to call `endpoint`: a list of permission strings of which one is enough, `[]`
 * when any staff account may, or `undefined` when staff may not call it at all (an operator call of a domain
 * nobody mapped: refused rather than opened by accident). Calls open to every logged-in user need nothing unless
 * they name a `staffPermission`.
 */
export function staffPermissionOf(endpoint: Endpoint): readonly string[] | undefined {
  const { access } = endpoint;
  const explicit = endpoint.staffPermission;
  if (explicit !== undefined)
    return explicit === null ? [] : typeof explicit === 'string' ? [explicit] : explicit;
  if (access === 'public') return [];
  if (access === 'user') {
    const wide = OPERATOR_WIDE_USER_CALLS[endpoint.id];
    return wide ? [wide] : [];
  }
  if (access.roles && !access.roles.includes(0)) return [];
  const domain = endpoint.id.slice(0, endpoint.id.indexOf('.'));
  const mapped = DOMAIN_PERMISSIONS[domain];
  if (mapped) return [mapped];
  if (access.permission) return [access.permission];
  return mapped === null ? [] : undefined;
}
