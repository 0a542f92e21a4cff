/**
 * The error catalogue of the `{code, msg, data}` envelope, assembled from one file per domain. Each domain
 * file (common.ts for the codes every domain raises, identity.ts, goods.ts, orders.ts, billing.ts, …)
 * declares with defineErrorDomain its codes by name, with their numbers, and the message of each code in
 * zh-CN, zh-TW and en-US; the compiler refuses a code without messages and a message without a code. The
 * numbers are the product's interface and never change. Each domain owns the number ranges named at the top
 * of its file: a new code takes the next free number of its domain's range; a new domain takes a free range
 * in a file of its own, imported here and named in the list below. Merging keeps every code's literal number
 * in the types and throws when two domains declare the same name or number. The reasons a parameter is
 * refused (the `detail` of BAD_PARAMS) are in detail-reasons.ts.
 */
import { formatMessage, type Locale, type Localized } from '../locales.js';
import { ACCESS_LIST_ERRORS } from './access-lists.js';
import { APP_PREVIEW_ERRORS } from './app-preview.js';
import { APP_RELATION_ERRORS } from './app-relations.js';
import { APP_RUN_ERRORS } from './app-runs.js';
import { ARCHIVE_ERRORS } from './archives.js';
import { ASSET_ERRORS } from './assets.js';
import { BILLING_ERRORS } from './billing.js';
import { CATALOG_ERRORS } from './catalog.js';
import { COMMON_ERRORS } from './common.js';
import { COMMUNITY_ERRORS } from './community.js';
import { CONNECTION_ERRORS } from './connections.js';
import { CONTENT_ERRORS } from './content.js';
import { DELIVERY_ERRORS } from './delivery.js';
import { withDetail } from './detail-reasons.js';
import { mergeErrorDomains } from './domain.js';
import { EVIDENCE_ERRORS } from './evidence.js';
import { EXCEL_IMPORT_ERRORS } from './excel-import.js';
import { GOODS_ERRORS } from './goods.js';
import { GOODS_VERSION_ERRORS } from './goods-versions.js';
import { IDENTITY_ERRORS } from './identity.js';
import { INTERFACE_ERRORS } from './interfaces.js';
import { KMS_ERRORS } from './kms.js';
import { MALL_ERRORS } from './mall.js';
import { MESSAGING_ERRORS } from './messaging.js';
import { NEGOTIATION_ERRORS } from './negotiation.js';
import { NODE_ERRORS } from './nodes.js';
import { OFFLINE_TRANSMISSION_ERRORS } from './offline-transmission.js';
import { ORDER_ERRORS } from './orders.js';
import { ORGANIZATION_ERRORS } from './organization.js';
import { PRIVACY_ERRORS } from './privacy.js';
import { SCHEDULE_ERRORS } from './schedule.js';
import { SETTINGS_ERRORS } from './settings.js';
import { SYS_ADMIN_ERRORS } from './sys-admin.js';
import { TRUSTED_STORAGE_ERRORS } from './trusted-storage.js';
import { WORKFLOW_ERRORS } from './workflow.js';

export {
  type DetailReason,
  PARAM_REASONS,
  REQUEST_BODY_REASONS,
  VALIDATION_REASONS,
} from './detail-reasons.js';
export { PUBLIC_KEY_REASONS } from './identity.js';

const catalogue = mergeErrorDomains([
  COMMON_ERRORS,
  IDENTITY_ERRORS,
  CONNECTION_ERRORS,
  CATALOG_ERRORS,
  ASSET_ERRORS,
  NODE_ERRORS,
  TRUSTED_STORAGE_ERRORS,
  ACCESS_LIST_ERRORS,
  GOODS_ERRORS,
  CONTENT_ERRORS,
  ORDER_ERRORS,
  INTERFACE_ERRORS,
  MALL_ERRORS,
  DELIVERY_ERRORS,
  BILLING_ERRORS,
  GOODS_VERSION_ERRORS,
  APP_RUN_ERRORS,
  OFFLINE_TRANSMISSION_ERRORS,
  NEGOTIATION_ERRORS,
  APP_PREVIEW_ERRORS,
  APP_RELATION_ERRORS,
  COMMUNITY_ERRORS,
  KMS_ERRORS,
  WORKFLOW_ERRORS,
  EVIDENCE_ERRORS,
  ARCHIVE_ERRORS,
  PRIVACY_ERRORS,
  MESSAGING_ERRORS,
  EXCEL_IMPORT_ERRORS,
  SCHEDULE_ERRORS,
  ORGANIZATION_ERRORS,
  SYS_ADMIN_ERRORS,
  SETTINGS_ERRORS,
]);

/**
 * Numeric error codes of the `{code, msg, data}` envelope. The spec fixes 0, 401, 10001, 100017, 500;
 * the others follow the renren console family the spec comes from.
 */
export const ErrorCode = catalogue.codes;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_MESSAGES: Record<ErrorCode, Localized> = catalogue.messages;

export function errorMessage(
  code: ErrorCode,
  locale: Locale,
  params?: Record<string, string | number>,
): string {
  return formatMessage(ERROR_MESSAGES[code][locale], withDetail(locale, params));
}
