import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@datamall/contract';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { connectAccessLists, goodsGrantList } from './flows/access-lists.flow.js';
import { connectAccountApproval } from './flows/account-approval.flow.js';
import { registerAccountApprovalRoutes } from './flows/account-approval.routes.js';
import { createAppRelations } from './flows/app-relations.flow.js';
import { appRunPorts } from './flows/app-runs.flow.js';
import { billingPorts } from './flows/billing.flow.js';
import { createCommunity } from './flows/community-review.flow.js';
import { connectEnterpriseApproval } from './flows/enterprise-approval.flow.js';
import { gatewayControlPorts, gatewayPluginPorts, gatewayUsagePorts } from './flows/gateway.flow.js';
import { connectGoodsOffBlockers } from './flows/goods-off-blockers.flow.js';
import { connectGoodsReview } from './flows/goods-review.flow.js';
import { grantDataPorts, grantExportPorts } from './flows/grant-data.flow.js';
import { connectMallOrders } from './flows/mall-orders.flow.js';
import { connectNegotiatedPrices, negotiationPorts } from './flows/negotiation.flow.js';
import { nodeOwnerPorts } from './flows/nodes.flow.js';
import {
  connectRefundRevokes,
  deliveryPorts,
  offlineTransmissionPorts,
} from './flows/order-delivery.flow.js';
import { connectPayOrder } from './flows/pay-order.flow.js';
import { connectRefundEvidence, connectRefundReview } from './flows/refund.flow.js';
import { connectSourceAudit } from './flows/source-audit.flow.js';
import { connectSubmitOrder } from './flows/submit-order.flow.js';
import { registerAccessRoutes } from './modules/access/access.routes.js';
import { AccessService } from './modules/access/access.service.js';
import { registerAccessListRoutes } from './modules/access-lists/access-lists.routes.js';
import { AccessListService } from './modules/access-lists/access-lists.service.js';
import { registerAppPreviewRoutes } from './modules/app-preview/app-preview.routes.js';
import { AppPreviewService } from './modules/app-preview/app-preview.service.js';
import { registerAppRelationRoutes } from './modules/app-relations/app-relations.routes.js';
import { registerAppRunRoutes } from './modules/app-runs/app-runs.routes.js';
import { AppRunService } from './modules/app-runs/app-runs.service.js';
import { registerAssetRoutes } from './modules/assets/assets.routes.js';
import { AssetService } from './modules/assets/assets.service.js';
import { registerBillingRoutes } from './modules/billing/billing.routes.js';
import { BillingService } from './modules/billing/billing.service.js';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { registerCommunityRoutes } from './modules/community/community.routes.js';
import { registerContentRoutes } from './modules/content/content.routes.js';
import { ContentService } from './modules/content/content.service.js';
import { CreditService } from './modules/credit/credit.service.js';
import { registerDatabaseTableRoutes } from './modules/database-tables/database-table.routes.js';
import { DatabaseTableService } from './modules/database-tables/database-table.service.js';
import { registerDeliveryRoutes } from './modules/delivery/delivery.routes.js';
import { DeliveryService } from './modules/delivery/delivery.service.js';
import { registerEvidenceRoutes } from './modules/evidence/evidence.routes.js';
import { EvidenceService } from './modules/evidence/evidence.service.js';
import { registerGatewayRoutes } from './modules/gateway/gateway.routes.js';
import { registerGatewayControlRoutes } from './modules/gateway/gateway-control.routes.js';
import { GatewayControlService } from './modules/gateway/gateway-control.service.js';
import { GatewayPluginService } from './modules/gateway/gateway-plugins.service.js';
import { GatewayUsageService } from './modules/gateway/gateway-usage.service.js';
import { registerGoodsRoutes } from './modules/goods/goods.routes.js';
import { GoodsService } from './modules/goods/goods.service.js';
import { registerGoodsVersionRoutes } from './modules/goods-versions/goods-version.routes.js';
import { GoodsVersionService } from './modules/goods-versions/goods-version.service.js';
import { GrantExportService } from './modules/grant-data/grant-data.exports.js';
import { registerGrantDataRoutes } from './modules/grant-data/grant-data.routes.js';
import { GrantDataService } from './modules/grant-data/grant-data.service.js';
import { AccountService } from './modules/identity/account.service.js';
import { CaptchaService } from './modules/identity/captcha.service.js';
import { registerEnterpriseRoutes } from './modules/identity/enterprise.routes.js';
import { EnterpriseService } from './modules/identity/enterprise.service.js';
import { registerIdentityRoutes } from './modules/identity/identity.routes.js';
import { SessionService } from './modules/identity/session.service.js';
import { logOnlySmsProvider, type SmsProvider, SmsService } from './modules/identity/sms.service.js';
import { registerUKeyRoutes } from './modules/identity/ukey.routes.js';
import { UKeyService } from './modules/identity/ukey.service.js';
import { registerUsersRoutes } from './modules/identity/users.routes.js';
import { UsersService } from './modules/identity/users.service.js';
import { registerInterfaceRoutes } from './modules/interfaces/interface.routes.js';
import { InterfaceService } from './modules/interfaces/interface.service.js';
import { registerMallRoutes } from './modules/mall/mall.routes.js';
import { MallService } from './modules/mall/mall.service.js';
import { registerNegotiationRoutes } from './modules/negotiation/negotiation.routes.js';
import { NegotiationService } from './modules/negotiation/negotiation.service.js';
import { registerNodeRoutes } from './modules/nodes/node.routes.js';
import { NodeService } from './modules/nodes/node.service.js';
import { registerOfflineTransmissionRoutes } from './modules/offline-transmission/offline-transmission.routes.js';
import { OfflineTransmissionService } from './modules/offline-transmission/offline-transmission.service.js';
import { installOperationLog } from './modules/ops/operation-log.js';
import { registerOpsRoutes } from './modules/ops/ops.routes.js';
import { registerOrderRoutes } from './modules/orders/orders.routes.js';
import { OrderService } from './modules/orders/orders.service.js';
import { registerRepetitionRoutes } from './modules/repetition/repetition.routes.js';
import { RepetitionService } from './modules/repetition/repetition.service.js';
import { registerStandardApiRoutes } from './modules/standard-api/standard-api.routes.js';
import { StandardApiService } from './modules/standard-api/standard-api.service.js';
import { registerConnectionRoutes } from './modules/supply/connection.routes.js';
import { ConnectionService } from './modules/supply/connection.service.js';
import { loadConnectorKey } from './modules/supply/credential-cipher.js';
import { registerTrustedStorageRoutes } from './modules/trusted-storage/trusted-storage.routes.js';
import { TrustedStorageService } from './modules/trusted-storage/trusted-storage.service.js';
import { createWorkflowModule } from './modules/workflow/workflow.module.js';
import { type Clock, systemClock } from './platform/clock.js';
import type { Db } from './platform/db.js';
import { AppError } from './platform/errors.js';
import { type Gatekeeper, installErrorHandling, sendFailure } from './platform/http.js';
import { type FileStorage, localStorage } from './platform/storage.js';
import { strictNumberValidatorCompiler } from './platform/strict-numbers.js';

export interface AppDeps {
  db: Db;
  config: Config;
  clock?: Clock;
  smsProvider?: SmsProvider;
  /** Uploaded files; defaults to DATA_DIR/files. */
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
}

/** Path prefixes of the API: anything else is a page of the web app. */
const API_PREFIXES = [
  '/server/',
  '/sys/',
  '/flow/',
  '/api/',
  '/api.php/',
  '/captcha',
  '/developer/',
  '/mock/',
  '/api-docs',
  '/healthz',
];

/** Builds the whole server: platform plugins, every module's services and routes, and the web app. */
export async function buildApp({
  db,
  config,
  clock = systemClock,
  smsProvider = logOnlySmsProvider,
  storage = localStorage(path.join(config.dataDir, 'files')),
  logger,
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(strictNumberValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Each upload route enforces its own, smaller limit while streaming.
  await app.register(fastifyMultipart, { limits: { fileSize: 512 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Industrial data marketplace API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api-docs' });

  const sessions = new SessionService(db, clock);
  const captchas = new CaptchaService(db, clock);
  const sms = new SmsService(db, clock, smsProvider);
  const accounts = new AccountService({
    db,
    clock,
    sessions,
    captchas,
    sms,
    captchaRequired: config.authCaptcha,
  });
  const access = new AccessService(db);
  const users = new UsersService({ db, clock, accounts, sessions, sms });
  const credit = new CreditService(db, clock);
  const ukeys = new UKeyService({ db, clock, accounts });
  const workflow = createWorkflowModule({ db, clock, users: accounts });
  connectAccountApproval(accounts, workflow.service);
  const enterprise = new EnterpriseService({ db, clock, storage });
  connectEnterpriseApproval(enterprise, workflow.service);
  const catalog = new CatalogService({ db, clock });
  const connections = new ConnectionService({
    db,
    clock,
    key: loadConnectorKey(config.connectorKey, config.dataDir),
    allowPrivate: config.connectorAllowPrivate,
  });
  const databaseTables = new DatabaseTableService({ db, clock, connections });
  const trustedStorage = new TrustedStorageService({
    db,
    clock,
    key: loadConnectorKey(config.connectorKey, config.dataDir),
    dataDir: config.dataDir,
    allowPrivate: config.connectorAllowPrivate,
  });
  const accessLists = new AccessListService({ db, clock, findUsers: (ids) => users.findByIds(ids) });
  const nodes = new NodeService({
    db,
    clock,
    owners: nodeOwnerPorts({ accounts, users }),
  });
  const assets = new AssetService({ db, clock, connections, catalog, users });
  connectSourceAudit(assets, workflow.service);
  catalog.registerUsageCheck((tx, kind, id) => assets.catalogUsage(tx, kind, id));
  connections.registerUsageCheck((tx, ids) => assets.connectionUsage(tx, ids));
  connections.registerUsageCheck((tx, ids) => databaseTables.connectionUsage(tx, ids));
  const goodsService = new GoodsService({
    db,
    clock,
    storage,
    catalog,
    assets,
    users,
    trustedStorage,
    connectionTarget: (actor, id) => connections.resolveTarget(actor, id),
    grantList: goodsGrantList(accessLists),
  });
  connectGoodsReview(goodsService, workflow.service, assets, catalog);
  const itemInterfaces = new InterfaceService({
    db,
    clock,
    goods: goodsService,
    key: loadConnectorKey(config.connectorKey, config.dataDir),
    allowPrivate: config.connectorAllowPrivate,
    trustedUpstreams: config.trustedUpstreams,
  });
  connectAccessLists(accessLists, { assets, goods: goodsService });
  const orders = new OrderService({
    db,
    clock,
    log: (error) => app.log.error({ err: error }, 'order sweep'),
  });
  app.addHook('onClose', async () => orders.stopExpirySweep());
  // billing (issue 8): bill lines on payment, statements, invoices, refunds (review `refund`)
  const billing = new BillingService({
    db,
    clock,
    credit,
    storage,
    ...billingPorts({ orders, goods: goodsService, catalog, users }),
    log: (error) => app.log.error({ err: error }, 'billing statements job'),
  });
  connectRefundReview(billing, workflow.service);
  billing.startMonthlyJob();
  app.addHook('onClose', async () => billing.stopMonthlyJob());
  // delivery and evidence ledger (issue 7)
  const evidence = new EvidenceService({ db, clock, orders });
  connectRefundEvidence(billing, evidence);
  const delivery = new DeliveryService({
    db,
    clock,
    linkKey: createHmac('sha256', loadConnectorKey(config.connectorKey, config.dataDir))
      .update('delivery-link')
      .digest(),
    orders,
    ...deliveryPorts({ goods: goodsService, assets, trustedStorage, evidence }),
  });
  app.addHook('onClose', async () => delivery.stopAutoConfirm());
  connectRefundRevokes(billing, { assets, delivery });
  const negotiation = new NegotiationService({
    db,
    clock,
    ...negotiationPorts(orders),
  });
  connectNegotiatedPrices(orders, negotiation);
  const appRelations = createAppRelations({ db, clock }, { goods: goodsService, assets, users, orders });
  const offlineTransmission = new OfflineTransmissionService({
    db,
    clock,
    dataDir: config.dataDir,
    ...offlineTransmissionPorts({ orders, goods: goodsService, trustedStorage, nodes, evidence }),
  });
  const community = createCommunity({ db, clock, storage }, { users, workflow: workflow.service });
  const content = new ContentService({
    db,
    clock,
    storage,
    credentials: { appId: config.contentAppId, secret: config.contentAppSecret },
  });
  // goods versions, cases, repetition detection, standard APIs (goods-remaining)
  const repetition = new RepetitionService({ db, clock, goods: goodsService, trustedStorage, assets });
  const goodsVersions = new GoodsVersionService({ db, clock, goods: goodsService });
  const standardApis = new StandardApiService({ db, clock, goods: goodsService });
  // API gateway: plugins and test keys, control plane (configuration, quota leases, metered journal batches),
  // usage figures
  const gatewayPlugins = new GatewayPluginService({
    db,
    clock,
    ...gatewayPluginPorts({ goods: goodsService, interfaces: itemInterfaces, users }),
    baseUrl: config.apiGatewayUrl ?? null,
  });
  const gatewayControl = new GatewayControlService({
    db,
    clock,
    ...gatewayControlPorts({
      delivery,
      interfaces: itemInterfaces,
      goodsVersions,
      gatewayPlugins,
      orders,
      content,
      billing,
    }),
    credit,
    log: (error, what) => app.log.warn({ err: error }, what),
  });
  const gatewayUsage = new GatewayUsageService({
    db,
    clock,
    ...gatewayUsagePorts({ db, orders, delivery, users, goods: goodsService, evidence }),
    baseUrl: config.apiGatewayUrl ?? null,
  });
  app.addHook('onClose', async () => gatewayUsage.stopDailyEvidence());
  // public mall: listings, details, stores, favourites (issue 6, mall-server)
  const mall = new MallService({
    db,
    catalog,
    users,
    accessLists,
    goods: goodsService,
    interfaces: itemInterfaces,
  });
  connectMallOrders(mall, orders);
  connectSubmitOrder(orders, { versions: goodsVersions, evidence });
  connectPayOrder(orders, { credit, billing, delivery, mall, evidence });
  // data-application runs (issue 7, app-runs)
  const appRuns = new AppRunService({
    db,
    clock,
    orders,
    goods: goodsService,
    connections,
    databaseTables,
    trustedStorage,
    key: loadConnectorKey(config.connectorKey, config.dataDir),
    allowPrivate: config.connectorAllowPrivate,
    log: (error) => app.log.error({ err: error }, 'app run'),
    ...appRunPorts({
      billing,
      evidence,
      warn: (error, use) => app.log.warn({ err: error, ...use }, 'run not metered'),
    }),
  });
  await appRuns.recoverInterrupted();
  connectGoodsOffBlockers(goodsService, {
    clock,
    orders,
    delivery,
    offlineTransmission,
    assets,
    appRuns,
    billing,
  });
  // data-application preview and configuration (issue 5, app-preview)
  const appPreview = new AppPreviewService({ db, clock, goods: goodsService, mall, appRuns });
  app.addHook('onClose', async () => appRuns.stop());
  const gate: Gatekeeper = {
    resolve: (token) => sessions.resolve(token),
    permissionsOf: (roleType) => access.permissionsOf(roleType),
  };

  installOperationLog(app, db);
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  registerIdentityRoutes(app, gate, config, { accounts, sessions, captchas, sms });
  registerUsersRoutes(app, gate, users, credit);
  registerUKeyRoutes(app, gate, ukeys, accounts);
  registerEnterpriseRoutes(app, gate, enterprise);
  registerAccountApprovalRoutes(app, gate, workflow.service);
  registerAccessRoutes(app, gate, access);
  registerOpsRoutes(app, gate, db);
  registerCatalogRoutes(app, gate, catalog);
  registerAccessListRoutes(app, gate, accessLists);
  registerConnectionRoutes(app, gate, connections, async (id) => (await accounts.getUser(id)).username);
  registerAssetRoutes(app, gate, assets, users);
  // a grantee browses and queries the granted tables (consumer/permissions/index)
  const grantData = new GrantDataService({
    db,
    clock,
    ...grantDataPorts({ assets, goods: goodsService, connections }),
  });
  // exports of granted data into the grantee's storage or tables, and scheduled syncs
  const grantExports = new GrantExportService({
    db,
    clock,
    grantData,
    ...grantExportPorts({ databaseTables, connections, trustedStorage, evidence }),
    log: (error) => app.log.error({ err: error }, 'grant data export'),
  });
  await grantExports.recoverInterrupted();
  app.addHook('onClose', async () => grantExports.stop());
  registerGrantDataRoutes(app, gate, grantData, grantExports);
  registerTrustedStorageRoutes(app, gate, trustedStorage);
  registerDatabaseTableRoutes(app, gate, databaseTables, connections);
  registerNodeRoutes(app, gate, nodes);
  registerGoodsRoutes(app, gate, goodsService);
  registerInterfaceRoutes(app, gate, itemInterfaces);
  registerContentRoutes(app, gate, content);
  registerOrderRoutes(app, gate, orders);
  registerBillingRoutes(app, gate, billing);
  registerEvidenceRoutes(app, gate, evidence);
  registerDeliveryRoutes(app, gate, delivery);
  registerOfflineTransmissionRoutes(app, gate, offlineTransmission);
  registerNegotiationRoutes(app, gate, negotiation);
  registerRepetitionRoutes(app, gate, repetition);
  registerGoodsVersionRoutes(app, gate, goodsVersions);
  registerStandardApiRoutes(app, gate, standardApis);
  registerGatewayRoutes(app, gate, gatewayUsage, gatewayPlugins);
  registerGatewayControlRoutes(app, gatewayControl, config.gatewayToken);
  registerMallRoutes(app, gate, mall, config.apiGatewayUrl);
  registerAppRunRoutes(app, gate, appRuns);
  registerAppPreviewRoutes(app, gate, appPreview);
  registerAppRelationRoutes(app, gate, appRelations);
  registerCommunityRoutes(app, gate, community);
  workflow.register(app, gate);
  await workflow.service.deployAll();
  await serveWebApp(app, config.webDist);

  return {
    app,
    services: {
      accounts,
      sessions,
      captchas,
      sms,
      access,
      users,
      credit,
      enterprise,
      workflow: workflow.service,
      catalog,
      connections,
      assets,
      trustedStorage,
      databaseTables,
      nodes,
      accessLists,
      goods: goodsService,
      interfaces: itemInterfaces,
      ukeys,
      content,
      orders,
      billing,
      evidence,
      delivery,
      offlineTransmission,
      negotiation,
      repetition,
      goodsVersions,
      standardApis,
      gatewayControl,
      gatewayPlugins,
      gatewayUsage,
      mall,
      appRuns,
      appPreview,
      grantExports,
      appRelations,
      community,
    },
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** index.html is revalidated on every load, so a deploy is seen at once. */
const sendIndex = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');

/** Serves the built web app; unknown non-API GETs answer index.html (client-side routing). */
async function serveWebApp(app: FastifyInstance, webDist: string) {
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // `<file>.br` / `<file>.gz` written by apps/web/scripts/precompress.mjs; the plain file otherwise.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Hashed bundle files never change; index.html (and the rest) must be revalidated to see a deploy.
        const hashed = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // The static plugin answers a folder (`/`) with 403: the site's root is the web app too.
  if (hasWeb) app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    // A missing bundle file must be a 404, so the web app sees a chunk-load failure and reloads.
    if (req.url.startsWith('/assets/')) return reply.status(404).send('Not found');
    if (hasWeb && req.method === 'GET' && !isApi) {
      return sendIndex(reply);
    }
    return sendFailure(req, reply, new AppError(ErrorCode.NOT_FOUND));
  });
}
