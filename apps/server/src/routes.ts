import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { registerAccountApprovalRoutes } from './flows/account-approval.routes.js';
import { registerAccessRoutes } from './modules/access/access.routes.js';
import { registerAccessListRoutes } from './modules/access-lists/access-lists.routes.js';
import { registerAppPreviewRoutes } from './modules/app-preview/app-preview.routes.js';
import { registerAppRelationRoutes } from './modules/app-relations/app-relations.routes.js';
import { registerAppRunRoutes } from './modules/app-runs/app-runs.routes.js';
import { registerArchiveRoutes } from './modules/archives/archives.routes.js';
import { registerAssetRoutes } from './modules/assets/assets.routes.js';
import { registerBillingRoutes } from './modules/billing/billing.routes.js';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.js';
import { registerCommunityRoutes } from './modules/community/community.routes.js';
import { registerContentRoutes } from './modules/content/content.routes.js';
import { registerDatabaseTableRoutes } from './modules/database-tables/database-table.routes.js';
import { registerDeliveryRoutes } from './modules/delivery/delivery.routes.js';
import { registerEvidenceRoutes } from './modules/evidence/evidence.routes.js';
import { registerExcelImportRoutes } from './modules/excel-import/excel-import.routes.js';
import { registerGatewayRoutes } from './modules/gateway/gateway.routes.js';
import { registerGatewayControlRoutes } from './modules/gateway/gateway-control.routes.js';
import { registerGoodsRoutes } from './modules/goods/goods.routes.js';
import { registerGoodsVersionRoutes } from './modules/goods-versions/goods-version.routes.js';
import { registerGrantDataRoutes } from './modules/grant-data/grant-data.routes.js';
import { registerGrantRoutes } from './modules/grants/grants.routes.js';
import { registerEnterpriseRoutes } from './modules/identity/enterprise.routes.js';
import { registerIdentityRoutes } from './modules/identity/identity.routes.js';
import { registerUKeyRoutes } from './modules/identity/ukey.routes.js';
import { registerUsersRoutes } from './modules/identity/users.routes.js';
import { registerInterfaceRoutes } from './modules/interfaces/interface.routes.js';
import { registerKmsRoutes } from './modules/kms/kms.routes.js';
import { registerMallRoutes } from './modules/mall/mall.routes.js';
import { registerMessagingRoutes } from './modules/messaging/messaging.routes.js';
import { registerNegotiationRoutes } from './modules/negotiation/negotiation.routes.js';
import { registerNodeRoutes } from './modules/nodes/node.routes.js';
import { registerOfflineTransmissionRoutes } from './modules/offline-transmission/offline-transmission.routes.js';
import { registerLogExportRoutes } from './modules/ops/log-export.routes.js';
import { installOperationLog } from './modules/ops/operation-log.js';
import { registerOpsRoutes } from './modules/ops/ops.routes.js';
import { registerOrderRoutes } from './modules/orders/orders.routes.js';
import { registerOrganizationRoutes } from './modules/organization/organization.routes.js';
import { registerOssRoutes } from './modules/oss/oss.routes.js';
import { registerPrivacyJobRoutes } from './modules/privacy-jobs/privacy-jobs.routes.js';
import { registerRepetitionRoutes } from './modules/repetition/repetition.routes.js';
import { registerScheduleRoutes } from './modules/schedule/schedule.routes.js';
import { registerSettingsRoutes } from './modules/settings/settings.routes.js';
import { registerStandardApiRoutes } from './modules/standard-api/standard-api.routes.js';
import { registerStatisticsRoutes } from './modules/statistics/statistics.routes.js';
import { registerConnectionRoutes } from './modules/supply/connection.routes.js';
import { registerSysAdminRoutes } from './modules/sys-admin/sys-admin.routes.js';
import { registerTrustedStorageRoutes } from './modules/trusted-storage/trusted-storage.routes.js';
import { registerWorkflowRoutes } from './modules/workflow/workflow.routes.js';
import type { Db } from './platform/db.js';
import type { Gatekeeper } from './platform/http.js';

/** Every module's routes (the spec's calls), with the health check and the operation log. */
import type { Services } from './services.js';

export function registerRoutes(app: FastifyInstance, gate: Gatekeeper, s: Services, config: Config, db: Db) {
  installOperationLog(app, db);
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  registerIdentityRoutes(app, gate, config, {
    accounts: s.accounts,
    sessions: s.sessions,
    captchas: s.captchas,
    sms: s.sms,
  });
  registerUsersRoutes(app, gate, s.users, s.credit);
  registerUKeyRoutes(app, gate, s.ukeys, s.secondFactor, s.accounts, config);
  registerKmsRoutes(app, gate, s.kms);
  registerEnterpriseRoutes(app, gate, s.enterprise);
  registerAccountApprovalRoutes(app, gate, s.workflow);
  registerAccessRoutes(app, gate, s.access);
  registerOrganizationRoutes(app, gate, s);
  registerOpsRoutes(app, gate, db);
  registerLogExportRoutes(app, gate, db, s.accounts);
  registerCatalogRoutes(app, gate, s.catalog);
  registerAccessListRoutes(app, gate, s.accessLists);
  registerConnectionRoutes(app, gate, s.connections, async (id) => (await s.accounts.getUser(id)).username);
  registerAssetRoutes(app, gate, {
    assets: s.assets,
    edits: s.assetEdits,
    versions: s.assetVersions,
    review: s.assetReview,
    grantInForce: (actor, sourceId) => s.grants.grantInForce(actor, sourceId),
  });
  registerGrantRoutes(app, gate, s.grants, s.users);
  registerGrantDataRoutes(app, gate, s.grantData, s.grantExports);
  registerTrustedStorageRoutes(app, gate, s.trustedStorage);
  registerDatabaseTableRoutes(app, gate, s.databaseTables, s.connections);
  registerNodeRoutes(app, gate, s.nodes);
  registerGoodsRoutes(app, gate, s.goods);
  registerInterfaceRoutes(app, gate, s.interfaces);
  registerContentRoutes(app, gate, s.content);
  registerOrderRoutes(app, gate, s.orders);
  registerBillingRoutes(app, gate, s.billing);
  registerEvidenceRoutes(app, gate, s.evidence);
  registerDeliveryRoutes(app, gate, s.delivery);
  registerOfflineTransmissionRoutes(app, gate, s.offlineTransmission);
  registerNegotiationRoutes(app, gate, s.negotiation);
  registerRepetitionRoutes(app, gate, s.repetition);
  registerGoodsVersionRoutes(app, gate, s.goodsVersions);
  registerStandardApiRoutes(app, gate, s.standardApis);
  registerGatewayRoutes(app, gate, s.gatewayUsage, s.gatewayPlugins);
  registerGatewayControlRoutes(app, s.gatewayControl, config.gatewayToken);
  registerMallRoutes(app, gate, s.mall, config.apiGatewayUrl);
  registerAppRunRoutes(app, gate, s.appRuns);
  registerAppPreviewRoutes(app, gate, s.appPreview);
  registerAppRelationRoutes(app, gate, s.appRelations);
  registerCommunityRoutes(app, gate, s.community);
  registerWorkflowRoutes(app, gate, s.workflow);
  registerStatisticsRoutes(app, gate, s.statistics);
  registerMessagingRoutes(app, gate, s.messaging, config.smsProvider);
  registerOssRoutes(app, gate, s.oss);
  registerArchiveRoutes(app, gate, s.archives);
  registerPrivacyJobRoutes(app, gate, s.privacyJobs);
  registerSettingsRoutes(app, gate, s.settings);
  registerExcelImportRoutes(app, gate, s.excelImport);
  registerSysAdminRoutes(app, gate, s.sysAdmin);
  registerScheduleRoutes(app, gate, s.schedule);
}
