import { z } from 'zod';
import { defineEndpoint, zListQuery } from '../endpoint.js';
import { STAFF_PERMISSIONS } from '../staff-permissions.js';

// --- error log ---------------------------------------------------------------------------------------------

const ERROR_LOG = { roles: [0], permission: 'sys:log:error' } as const;

/** A calendar day of China Standard Time, YYYY-MM-DD. */
const zChinaDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'format' });

/** One unexpected server error in the list: no stack. */
export const zErrorLogRow = z.object({
  id: z.string(),
  requestId: z.string(),
  username: z.string(),
  method: z.string(),
  /** The route pattern when a route matched, else the URL path. */
  url: z.string(),
  errorMessage: z.string(),
  ip: z.string(),
  createDate: z.string(),
});
export type ErrorLogRow = z.infer<typeof zErrorLogRow>;

export const zErrorLogDetail = zErrorLogRow.extend({
  userId: z.string().nullable(),
  /** Query and body of the request as JSON, secrets replaced by `***`. */
  params: z.string(),
  stack: z.string(),
  userAgent: z.string(),
});
export type ErrorLogDetail = z.infer<typeof zErrorLogDetail>;

export const errorLogPage = defineEndpoint({
  id: 'sysAdmin.errorLogPage',
  method: 'GET',
  path: '/sys/log/error/page',
  summary:
    'Error log (unexpected server errors), newest first; filters startDate/endDate (China days, inclusive), url and username.',
  access: ERROR_LOG,
  query: zListQuery.extend({
    startDate: zChinaDay.optional(),
    endDate: zChinaDay.optional(),
    url: z.string().trim().max(300).optional(),
    username: z.string().trim().max(64).optional(),
  }),
  response: z.object({ list: z.array(zErrorLogRow), total: z.number().int().nonnegative() }),
});

export const errorLogInfo = defineEndpoint({
  id: 'sysAdmin.errorLogInfo',
  method: 'GET',
  path: '/sys/log/error/{id}',
  summary: 'One error log entry with its parameters (secrets redacted), stack and user agent.',
  access: ERROR_LOG,
  response: zErrorLogDetail,
});

export const ERROR_LOG_MAX_KEEP_DAYS = 3650;

export const purgeErrorLog = defineEndpoint({
  id: 'sysAdmin.purgeErrorLog',
  method: 'DELETE',
  path: '/sys/log/error',
  summary:
    'Purges the error log: every entry, or (olderThanDays) those written more than that many days ago; answers how many were removed.',
  access: ERROR_LOG,
  body: z.object({
    olderThanDays: z.number().int().min(1).max(ERROR_LOG_MAX_KEEP_DAYS).optional(),
  }),
  response: z.object({ removed: z.number().int().nonnegative() }),
});

// --- regions -------------------------------------------------------------------------------------------------

const REGION_ADMIN = { roles: [0], permission: 'sys:region:all' } as const;

/** region_type: province 1, city 2, district 3 (a region's type follows from its parent's). */
export const RegionType = { PROVINCE: 1, CITY: 2, DISTRICT: 3 } as const;

/** A GB/T 2260 administrative division code: six digits, the first not 0. */
export const zRegionCode = z.coerce
  .number()
  .int()
  .min(100000, { message: 'format' })
  .max(999999, { message: 'format' });

export interface RegionNode {
  id: string;
  name: string;
  children: RegionNode[];
}

export const zRegionNode: z.ZodType<RegionNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), children: z.array(zRegionNode) }),
);

export const regionTree = defineEndpoint({
  id: 'sysAdmin.regionTree',
  method: 'GET',
  path: '/sys/region/tree',
  summary:
    'Regions of China as a tree for pickers (id = GB/T 2260 code); names in Traditional characters for zh-TW; level 1 provinces only, 2 with cities, 3 (default) with districts.',
  access: 'user',
  query: z.object({ level: z.coerce.number().int().min(1).max(3).default(3) }),
  response: z.array(zRegionNode),
});

export const zRegion = z.object({
  id: z.string(),
  /** "0" for a province. */
  pid: z.string(),
  /** The stored (Simplified Chinese) name. */
  name: z.string(),
  /** The name as the caller's language shows it (Traditional characters for zh-TW). */
  localName: z.string(),
  type: z.number().int(),
  sort: z.number().int(),
  hasChildren: z.boolean(),
});
export type Region = z.infer<typeof zRegion>;

export const regionList = defineEndpoint({
  id: 'sysAdmin.regionList',
  method: 'GET',
  path: '/sys/region/list',
  summary:
    'The children of one region (pid; 0 or none: the provinces), by sort, for the lazy tree of the console.',
  access: REGION_ADMIN,
  query: z.object({ pid: z.coerce.number().int().min(0).max(999999).default(0) }),
  response: z.array(zRegion),
});

export const regionInfo = defineEndpoint({
  id: 'sysAdmin.regionInfo',
  method: 'GET',
  path: '/sys/region/{id}',
  summary: 'One region.',
  access: REGION_ADMIN,
  response: zRegion,
});

const zRegionName = z.string().trim().min(1).max(64);
const zRegionSort = z.number().int().min(0).max(999999);

export const saveRegion = defineEndpoint({
  id: 'sysAdmin.saveRegion',
  method: 'POST',
  path: '/sys/region',
  summary:
    'Adds a region: its GB/T 2260 code (id), parent (pid, 0 for a province), name and sort; the type follows from the parent.',
  access: REGION_ADMIN,
  body: z.object({
    id: zRegionCode,
    pid: z.coerce.number().int().min(0).max(999999).default(0),
    name: zRegionName,
    sort: zRegionSort.default(0),
  }),
  response: zRegion,
});

export const updateRegion = defineEndpoint({
  id: 'sysAdmin.updateRegion',
  method: 'PUT',
  path: '/sys/region',
  summary: 'Renames a region or changes its sort (code and parent stay).',
  access: REGION_ADMIN,
  body: z.object({ id: zRegionCode, name: zRegionName, sort: zRegionSort }),
  response: zRegion,
});

export const deleteRegion = defineEndpoint({
  id: 'sysAdmin.deleteRegion',
  method: 'DELETE',
  path: '/sys/region',
  summary: 'Deletes a region: refused while it has subregions.',
  access: REGION_ADMIN,
  body: z.object({ id: zRegionCode }),
  response: z.null(),
});

// --- home banners ------------------------------------------------------------------------------------------

const BANNER_ADMIN = { roles: [0], permission: 'sys:banner:all' } as const;

/** Banner images: PNG, JPEG, GIF or WEBP, at most 5 MB; shown 1200×300 (4:1), cropped to fit. */
export const BANNER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BANNER_IMAGE_WIDTH = 1200;
export const BANNER_IMAGE_HEIGHT = 300;

/** The storage key of an uploaded banner image. */
export const zBannerImageKey = z
  .string()
  .regex(/^banner\/[0-9a-f-]{36}\.(png|jpg|jpeg|gif|webp)$/, { message: 'format' });

/** A banner as the mall shows it: the title in the caller's language. */
export const zMallBanner = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  /** A path of the site or an https URL; empty: not a link. */
  link: z.string(),
});
export type MallBanner = z.infer<typeof zMallBanner>;

export const mallBanners = defineEndpoint({
  id: 'sysAdmin.mallBanners',
  method: 'GET',
  path: '/server/mall/banners',
  summary:
    'The mall home carousel: enabled banners whose schedule includes now, by sort (titles in the caller language).',
  access: 'public',
  response: z.array(zMallBanner),
});

export const bannerImage = defineEndpoint({
  id: 'sysAdmin.bannerImage',
  method: 'GET',
  path: '/server/mall/banner/image',
  summary: 'A banner image (public), by its storage key.',
  access: 'public',
  raw: true,
  query: z.object({ key: zBannerImageKey }),
  response: z.null(),
});

export const zBanner = z.object({
  id: z.string(),
  titleZhCn: z.string(),
  titleZhTw: z.string(),
  titleEnUs: z.string(),
  image: z.string(),
  imageUrl: z.string(),
  link: z.string(),
  sort: z.number().int(),
  /** ISO instants; null: no start / no end. */
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  enabled: z.boolean(),
  /** Shown on the mall right now (enabled and inside the schedule). */
  live: z.boolean(),
  updateDate: z.string(),
});
export type Banner = z.infer<typeof zBanner>;

export const bannerPage = defineEndpoint({
  id: 'sysAdmin.bannerPage',
  method: 'GET',
  path: '/sys/banner/page',
  summary: 'Home banners by sort; filters title (any language) and enabled.',
  access: BANNER_ADMIN,
  query: zListQuery.extend({
    title: z.string().trim().max(100).optional(),
    enabled: z.enum(['true', 'false']).optional(),
  }),
  response: z.object({ list: z.array(zBanner), total: z.number().int().nonnegative() }),
});

export const bannerInfo = defineEndpoint({
  id: 'sysAdmin.bannerInfo',
  method: 'GET',
  path: '/sys/banner/{id}',
  summary: 'One home banner.',
  access: BANNER_ADMIN,
  response: zBanner,
});

const zBannerTitle = z.string().trim().min(1).max(100);
const zInstant = z.string().datetime({ offset: true }).nullable().default(null);

export const zBannerInput = z.object({
  titleZhCn: zBannerTitle,
  titleZhTw: zBannerTitle,
  titleEnUs: zBannerTitle,
  image: zBannerImageKey,
  /** A path of this site starting with one `/`, or an https URL; empty: not a link. */
  link: z.string().trim().max(500).default(''),
  sort: z.number().int().min(0).max(9999).default(0),
  startAt: zInstant,
  endAt: zInstant,
  enabled: z.boolean().default(true),
});

export const saveBanner = defineEndpoint({
  id: 'sysAdmin.saveBanner',
  method: 'POST',
  path: '/sys/banner',
  summary:
    'Adds a home banner: titles in zh-CN, zh-TW and en-US, an uploaded image, link, sort, schedule, enabled.',
  access: BANNER_ADMIN,
  body: zBannerInput,
  response: zBanner,
});

export const updateBanner = defineEndpoint({
  id: 'sysAdmin.updateBanner',
  method: 'PUT',
  path: '/sys/banner',
  summary: 'Changes a home banner (every field, as when adding).',
  access: BANNER_ADMIN,
  body: zBannerInput.extend({ id: z.coerce.number().int().positive() }),
  response: zBanner,
});

export const deleteBanners = defineEndpoint({
  id: 'sysAdmin.deleteBanners',
  method: 'DELETE',
  path: '/sys/banner',
  summary: 'Deletes home banners by id (their images too).',
  access: BANNER_ADMIN,
  body: z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(100) }),
  response: z.null(),
});

export const uploadBannerImage = defineEndpoint({
  id: 'sysAdmin.uploadBannerImage',
  method: 'POST',
  path: '/sys/banner/upload',
  summary:
    'Uploads a banner image (PNG, JPEG, GIF, WEBP; at most 5 MB), answering its key and URL for saving.',
  access: BANNER_ADMIN,
  bodyType: 'multipart',
  response: z.object({ key: z.string(), url: z.string() }),
});

// --- mock calls (§7.12): demo and test data --------------------------------------------------------------

const DEMO_NOTE =
  'Demo/test data endpoint, operator only; refused (10648) when the demo data is off (SEED_DEMO=0).';

/** The demo accounts seeded with SEED_DEMO (never their passwords). */
export const DEMO_USERNAMES = ['admin', 'supplier', 'developer', 'consumer'] as const;
/** The demo accounts that own assets and goods, whose lists the mock calls read and change. */
export const DEMO_LIST_OWNERS = ['supplier', 'developer'] as const;

export const zDemoUser = z.object({
  id: z.string(),
  username: z.string(),
  /** role_type: operator 0, consumer 1, developer 2, supplier 3 */
  roleType: z.number().int(),
  realName: z.string(),
  companyName: z.string(),
  /** user_status: disabled 0, normal 1 */
  status: z.number().int(),
});
export type DemoUser = z.infer<typeof zDemoUser>;

export const mockTestUser = defineEndpoint({
  id: 'sysAdmin.mockTestUser',
  method: 'GET',
  path: '/mock/testuser',
  summary: `The demo accounts (admin, supplier, developer, consumer) as stored now: id, username, roleType, realName, companyName, status; an account deleted since seeding is left out. ${DEMO_NOTE}`,
  access: { roles: [0] },
  staffPermission: STAFF_PERMISSIONS.users,
  response: z.array(zDemoUser),
});

export const mockTestNames = defineEndpoint({
  id: 'sysAdmin.mockTestNames',
  method: 'GET',
  path: '/mock/testnames',
  summary: `The usernames of the demo accounts that exist now, in the order admin, supplier, developer, consumer. ${DEMO_NOTE}`,
  access: { roles: [0] },
  staffPermission: STAFF_PERMISSIONS.users,
  response: z.array(z.string()),
});

const zDemoListTarget = z.object({
  targetType: z.enum(['asset', 'goods']),
  targetId: z.coerce.number().int().positive(),
  /** The demo account that owns the target. */
  owner: z.enum(DEMO_LIST_OWNERS).default('supplier'),
});

/** A black or white list of a demo owner's target, consumers by username. */
export const zDemoAccessList = z.object({
  targetType: z.string(),
  targetId: z.string(),
  targetName: z.string(),
  owner: z.string(),
  /** black_white_mode: no list 0, white list 1, black list 2 */
  mode: z.number().int(),
  consumers: z.array(z.object({ id: z.string(), username: z.string() })),
  updateDate: z.string().nullable(),
});

export const mockBlackWhite = defineEndpoint({
  id: 'sysAdmin.mockBlackWhite',
  method: 'POST',
  path: '/mock/blackwhite',
  summary: `The black/white list of an asset or goods of a demo owner: body {targetType: asset|goods, targetId, owner: supplier|developer (default supplier)}; answers {targetType, targetId, targetName, owner, mode, consumers [{id, username}], updateDate}; 404 when the owner has no such target. ${DEMO_NOTE}`,
  access: { roles: [0] },
  staffPermission: STAFF_PERMISSIONS.goods,
  operationLog: false,
  body: zDemoListTarget,
  response: zDemoAccessList,
});

export const mockUpdateBlackAndWhite = defineEndpoint({
  id: 'sysAdmin.mockUpdateBlackAndWhite',
  method: 'POST',
  path: '/mock/updateBlackAndWhite',
  summary: `Replaces the black/white list of a demo owner's asset or goods: body {targetType, targetId, owner, mode: 0 none|1 white|2 black, consumers: usernames of approved consumers (at most 500)}; answers the list as /mock/blackwhite does. ${DEMO_NOTE}`,
  access: { roles: [0] },
  staffPermission: STAFF_PERMISSIONS.goods,
  body: zDemoListTarget.extend({
    mode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    consumers: z.array(z.string().trim().min(1).max(64)).max(500).default([]),
  }),
  response: zDemoAccessList,
});
