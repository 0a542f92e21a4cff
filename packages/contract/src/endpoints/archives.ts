import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';
import { RoleType } from '../roles.js';
import type { ArchiveQueryName } from '../vehicle-archive/records.js';

/**
 * Vehicle electronic archives (public pages `/archives/*`, `/newEnergy`): nine queries, each an API good of the
 * platform's own developer shop, answered through the API gateway from the platform's archive upstream over a
 * SYNTHETIC data set. A consumer who accepted the serve agreement runs a query by VIN or plate; it is paid per
 * query from the credit limit (a pay-as-you-go plan the platform opens on the first query, price 0 as an order)
 * or drawn from a count pack bought in the mall. The answer is stored as a report: re-opening it or downloading
 * its PDF never charges again. A malformed VIN or plate, an unknown vehicle or a failed call is not charged.
 */

const CONSUMER = { roles: [RoleType.CONSUMER] } as const;

/** The queries in the order the home page lists them, with the page route each has under `/archives/`. */
export const ARCHIVE_QUERIES = [
  { query: 'price', route: 'vehiclPriceQuery', segment: 'price', apiType: 2 },
  { query: 'maintenance', route: 'vehicleMaintenanceQuery', segment: 'maintenance', apiType: 2 },
  {
    query: 'parameterConfiguration',
    route: 'parameterConfigurationQuery',
    segment: 'parameter-configuration',
    apiType: 2,
  },
  {
    query: 'annualInspection',
    route: 'vehicleMaintenanceQueryForYear',
    segment: 'annual-inspection',
    apiType: 2,
  },
  {
    query: 'violationPoints',
    route: 'queryOfPenaltyPointsForViolation',
    segment: 'violation-points',
    apiType: 2,
  },
  {
    query: 'compulsoryInsurance',
    route: 'verificationOfInsurancePeriodOfCompulsoryTrafficInsurance',
    segment: 'compulsory-insurance',
    apiType: 1,
  },
  {
    query: 'commercialInsuranceLoss',
    route: 'commercialInsuranceLossInquiry',
    segment: 'commercial-insurance-loss',
    apiType: 1,
  },
  { query: 'highSpeedVehicle', route: 'highSpeedVehicleQuery', segment: 'high-speed', apiType: 2 },
  { query: 'newEnergy', route: 'newEnergy', segment: 'new-energy', apiType: 2 },
] as const satisfies readonly {
  query: ArchiveQueryName;
  route: string;
  /** The interface path of the API good: `/archive/<segment>`. */
  segment: string;
  /** The spec's api_type: vehicle insurance info 1, vehicle driving info 2. */
  apiType: 1 | 2;
}[];

export const ARCHIVE_QUERY_NAMES = ARCHIVE_QUERIES.map((q) => q.query) as [
  ArchiveQueryName,
  ...ArchiveQueryName[],
];

/** Code of the serve agreement in the content system (`/server/zqagreement/get?code=`). */
export const ARCHIVE_AGREEMENT_CODE = 'archives-serve';
/** Code of the help channel whose articles are the questions and answers (`questionAnswering`). */
export const ARCHIVE_QA_CHANNEL = 'help-archives';

const zMoney = z.string().regex(/^\d+$/);
const zQueryName = z.enum(ARCHIVE_QUERY_NAMES);

export const zArchivePack = z.object({
  skuId: z.string(),
  name: z.string(),
  /** Queries in one unit of the pack. */
  useCount: z.number().int().positive(),
  /** 1/10000 yuan (MONEY_SCALE), per unit. */
  price: zMoney,
});

export const zArchiveCatalogEntry = z.object({
  query: zQueryName,
  route: z.string(),
  apiType: z.union([z.literal(1), z.literal(2)]),
  /** The API good; null when it is not listed now (the query is then unavailable). */
  itemId: z.string().nullable(),
  itemName: z.string(),
  /** 1/10000 yuan per query of the pay-as-you-go plan; null when the good sells none. */
  pricePerQuery: zMoney.nullable(),
  packs: z.array(zArchivePack),
});
export type ArchiveCatalogEntry = z.infer<typeof zArchiveCatalogEntry>;

export const zArchiveCatalog = z.object({
  queries: z.array(zArchiveCatalogEntry),
  /** What the caller has: null for a visitor. */
  viewer: z
    .object({
      consumer: z.boolean(),
      /** The serve agreement in its current version is accepted. */
      agreementAccepted: z.boolean(),
      /** 1/10000 yuan; null when the caller has no credit account. */
      availableCredit: zMoney.nullable(),
      /** Queries left in bought count packs, per query. */
      packQueriesLeft: z.record(z.string(), z.number().int().nonnegative()),
    })
    .nullable(),
  /** The current version of the serve agreement (SHA-256 of its titles and contents). */
  agreementHash: z.string(),
});
export type ArchiveCatalog = z.infer<typeof zArchiveCatalog>;

/** How a query was paid. */
export const ARCHIVE_PAYMENTS = ['credit', 'pack'] as const;

export const zArchiveReportSummary = z.object({
  id: z.string(),
  query: zQueryName,
  /** What was typed, normalised: the VIN, or the masked plate. */
  keyKind: z.enum(['vin', 'plate']),
  vin: z.string(),
  plateMasked: z.string(),
  vehicleName: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  payment: z.enum(ARCHIVE_PAYMENTS),
  /** 1/10000 yuan charged for this query (0 when drawn from a pack). */
  amount: zMoney,
  /** SHA-256 of the stored answer, as recorded in the evidence ledger. */
  sha256: z.string(),
  createdAt: z.string(),
});
export type ArchiveReportSummary = z.infer<typeof zArchiveReportSummary>;

export const zArchiveReport = zArchiveReportSummary.extend({
  /** The found answer of the query (`ArchiveAnswerOf<query>` of `@datamall/contract/vehicle-archive`). */
  answer: z.record(z.string(), z.unknown()),
});
export type ArchiveReport = z.infer<typeof zArchiveReport>;

export const archiveCatalog = defineEndpoint({
  id: 'archives.catalog',
  method: 'GET',
  path: '/server/archives/catalog',
  summary:
    'The nine archive queries with their goods, price per query and count packs, and (logged in) whether the serve agreement is accepted, the available credit and the queries left in packs (public).',
  access: 'public',
  response: zArchiveCatalog,
});

export const acceptArchiveAgreement = defineEndpoint({
  id: 'archives.acceptAgreement',
  method: 'POST',
  path: '/server/archives/agreement/accept',
  summary:
    'Accepts the serve agreement in the version the page showed (its hash); a changed agreement answers ARCHIVE_AGREEMENT_CHANGED (consumer).',
  access: CONSUMER,
  body: z.object({ agreementHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  response: z.object({ acceptedAt: z.string() }),
});

export const runArchiveQuery = defineEndpoint({
  id: 'archives.run',
  method: 'POST',
  path: '/server/archives/query',
  summary:
    'Runs a query by VIN or plate through the gateway (Idempotency-Key header required), paid from a count pack or the credit limit; stores the report and records its hash in the evidence ledger (consumer).',
  access: CONSUMER,
  body: z.object({
    query: zQueryName,
    /** A 17-character VIN or a plate number, as typed. */
    key: z.string().trim().min(1).max(40),
  }),
  response: zArchiveReportSummary,
});

export const archiveReports = defineEndpoint({
  id: 'archives.reports',
  method: 'GET',
  path: '/server/archives/reports',
  summary: "The caller's query history, newest first, optionally of one query or one VIN (consumer).",
  access: CONSUMER,
  query: zPageParams.extend({
    query: zQueryName.optional(),
    vin: z.string().trim().max(17).optional(),
  }),
  response: zPage(zArchiveReportSummary),
});

export const archiveReport = defineEndpoint({
  id: 'archives.report',
  method: 'GET',
  path: '/server/archives/report',
  summary: "One of the caller's stored reports with its answer; re-opening costs nothing (consumer).",
  access: CONSUMER,
  query: z.object({ id: zId }),
  response: zArchiveReport,
});

export const archiveReportPdf = defineEndpoint({
  id: 'archives.reportPdf',
  method: 'GET',
  path: '/server/archives/report/pdf',
  summary:
    "One of the caller's stored reports as an A4 PDF in the request's language (Chinese text embedded with a bundled font); costs nothing (consumer).",
  access: CONSUMER,
  query: z.object({ id: zId }),
  response: z.null(),
  raw: true,
});

export const archiveExample = defineEndpoint({
  id: 'archives.example',
  method: 'GET',
  path: '/server/archives/example',
  summary:
    'An example answer of a query for a fixed sample vehicle of the synthetic data set, so a visitor sees what a report holds before paying; costs nothing (public).',
  access: 'public',
  query: z.object({ query: zQueryName }),
  response: z.object({ answer: z.record(z.string(), z.unknown()) }),
});

/** The query of a page route (`vehiclPriceQuery` → price), or undefined. */
export function archiveQueryOfRoute(route: string): ArchiveQueryName | undefined {
  return ARCHIVE_QUERIES.find((q) => q.route === route)?.query;
}
