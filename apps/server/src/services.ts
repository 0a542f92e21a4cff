import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { connectAccessLists, goodsGrantList } from './flows/access-lists.flow.js';
import { connectAccountApproval } from './flows/account-approval.flow.js';
import { createAppRelations } from './flows/app-relations.flow.js';
import { appRunPorts } from './flows/app-runs.flow.js';
import { archivePorts } from './flows/archives.flow.js';
import { billingPorts } from './flows/billing.flow.js';
import { createCommunity } from './flows/community-review.flow.js';
import { connectEnterpriseApproval } from './flows/enterprise-approval.flow.js';
import { gatewayControlPorts, gatewayPluginPorts, gatewayUsagePorts } from './flows/gateway.flow.js';
import { connectGoodsOffBlockers } from './flows/goods-off-blockers.flow.js';
import { connectGoodsReview } from './flows/goods-review.flow.js';
import { grantDataPorts, grantExportPorts } from './flows/grant-data.flow.js';
import { interruptedWork } from './flows/interrupted-work.flow.js';
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
import { registerPlatformJobs } from './flows/scheduled-jobs.flow.js';
import { connectSourceAudit } from './flows/source-audit.flow.js';
import { statisticsPorts } from './flows/statistics.flow.js';
import { connectSubmitOrder } from './flows/submit-order.flow.js';
import { AccessService } from './modules/access/access.service.js';
import { AccessListService } from './modules/access-lists/access-lists.service.js';
import { AppPreviewService } from './modules/app-preview/app-preview.service.js';
import { AppRunService } from './modules/app-runs/app-runs.service.js';
import { renderArchivePdf } from './modules/archives/archive-pdf.js';
import { ArchiveService } from './modules/archives/archives.service.js';
import { AssetEditService } from './modules/assets/asset-edits.service.js';
import { AssetReviewService } from './modules/assets/asset-review.service.js';
import { AssetVersionService } from './modules/assets/asset-versions.service.js';
import { AssetService } from './modules/assets/assets.service.js';
import { BillingService } from './modules/billing/billing.service.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { ContentService } from './modules/content/content.service.js';
import { CreditService } from './modules/credit/credit.service.js';
import { DatabaseTableService } from './modules/database-tables/database-table.service.js';
import { DeliveryService } from './modules/delivery/delivery.service.js';
import { EvidenceService } from './modules/evidence/evidence.service.js';
import { ExcelImportService } from './modules/excel-import/excel-import.service.js';
import { GatewayControlService } from './modules/gateway/gateway-control.service.js';
import { GatewayPluginService } from './modules/gateway/gateway-plugins.service.js';
import { GatewayUsageService } from './modules/gateway/gateway-usage.service.js';
import { GoodsService } from './modules/goods/goods.service.js';
import { GoodsVersionService } from './modules/goods-versions/goods-version.service.js';
import { GrantExportService } from './modules/grant-data/grant-data.exports.js';
import { GrantDataService } from './modules/grant-data/grant-data.service.js';
import { GrantService } from './modules/grants/grants.service.js';
import { AccountService } from './modules/identity/account.service.js';
import { CaptchaService } from './modules/identity/captcha.service.js';
import { EnterpriseService } from './modules/identity/enterprise.service.js';
import { SessionService } from './modules/identity/session.service.js';
import { type SmsProvider, SmsService } from './modules/identity/sms.service.js';
import { UKeyService } from './modules/identity/ukey.service.js';
import { UKeyFactorService } from './modules/identity/ukey-factor.service.js';
import { UsersService } from './modules/identity/users.service.js';
import { InterfaceService } from './modules/interfaces/interface.service.js';
import { KmsService } from './modules/kms/kms.service.js';
import { KmsSecretBox } from './modules/kms/platform-secrets.js';
import { MallService } from './modules/mall/mall.service.js';
import { NotificationOutbox } from './modules/messaging/messaging.outbox.js';
import { MessageSender } from './modules/messaging/messaging.sender.js';
import { MessagingService } from './modules/messaging/messaging.service.js';
import { NegotiationService } from './modules/negotiation/negotiation.service.js';
import { NodeService } from './modules/nodes/node.service.js';
import { OfflineTransmissionService } from './modules/offline-transmission/offline-transmission.service.js';
import { OrderService } from './modules/orders/orders.service.js';
import { OrganizationService } from './modules/organization/organization.service.js';
import { type StaffAccounts, StaffService } from './modules/organization/staff.service.js';
import { OssService, type PlatformStore, platformStoreAtStart } from './modules/oss/oss.service.js';
import { PrivacyJobService } from './modules/privacy-jobs/privacy-jobs.service.js';
import { RepetitionService } from './modules/repetition/repetition.service.js';
import { ScheduleService } from './modules/schedule/schedule.service.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { StandardApiService } from './modules/standard-api/standard-api.service.js';
import { StatisticsService } from './modules/statistics/statistics.service.js';
import { ConnectionService } from './modules/supply/connection.service.js';
import { decryptSecret, loadConnectorKey } from './modules/supply/credential-cipher.js';
import { createSysAdmin } from './modules/sys-admin/sys-admin.service.js';
import { TrustedStorageService } from './modules/trusted-storage/trusted-storage.service.js';
import { WorkflowService } from './modules/workflow/workflow.service.js';
import { platformBlobs } from './platform/blob-store.js';
import type { Clock } from './platform/clock.js';
import type { Db } from './platform/db.js';
import { loadKeyFile } from './platform/key-file.js';
import type { SecretBox } from './platform/secret-box.js';
import type { ServerProcess } from './platform/server-process.js';
import type { FileStorage } from './platform/storage.js';

export interface ServiceDeps {
  db: Db;
  config: Config;
  clock: Clock;
  smsProvider: SmsProvider;
  storage: FileStorage;
  /** This process, registered with a heartbeat: named on the runs and exports it executes. */
  serverProcess: ServerProcess;
  /** The platform's file store and where it came from (`config.s3` is its S3 settings). */
  platformStore: PlatformStore;
}

/** What every part of the composition shares. */
interface Context extends ServiceDeps {
  app: FastifyInstance;
  /** The connector key: test receipts and delivery links (and the secrets saved before the KMS held them). */
  key: Buffer;
  /** Parameters (the platform's tunables) and dictionaries. */
  settings: SettingsService;
}

/** The context once the KMS exists: the saved credentials are sealed under its platform data key. */
interface SealingContext extends Context {
  secrets: SecretBox;
}

/**
 * The composition root: every module's service, built in dependency order, and the flows (`flows/`) that connect
 * them. `app` gives the services its logger and stops their background jobs when it closes.
 */
export async function composeServices(app: FastifyInstance, deps: ServiceDeps) {
  const settings = new SettingsService({ db: deps.db, clock: deps.clock });
  await settings.sync();
  const key = loadConnectorKey(deps.config.connectorKey, deps.config.dataDir);
  const ctx: Context = { ...deps, app, key, settings };
  const accounts = composeAccounts(ctx);
  const sealing: SealingContext = {
    ...ctx,
    secrets: new KmsSecretBox(accounts.kms, (stored) => decryptSecret(ctx.key, stored)),
  };
  const supply = composeSupply(sealing, accounts);
  const goods = composeGoods(sealing, { ...accounts, ...supply });
  const trade = composeTrade(ctx, { ...accounts, ...supply, ...goods });
  const gateway = composeGateway(ctx, { ...accounts, ...goods, ...trade });
  const runs = await composeRuns(sealing, { ...accounts, ...supply, ...goods, ...trade });
  const statistics = new StatisticsService({
    db: ctx.db,
    clock: ctx.clock,
    storage: ctx.storage,
    storageKind: ctx.config.s3 ? 's3' : 'local',
    ...statisticsPorts({ ...accounts, trustedStorage: supply.trustedStorage }),
  });
  const sysAdmin = createSysAdmin({
    app,
    db: ctx.db,
    clock: ctx.clock,
    storage: ctx.storage,
    demoData: ctx.config.seedDemo,
    users: accounts.users,
    accessLists: supply.accessLists,
  });
  const excelImport = new ExcelImportService({
    db: ctx.db,
    accounts: accounts.accounts,
    catalog: accounts.catalog,
  });
  const schedule = composeSchedule(ctx, {
    ...accounts,
    ...trade,
    ...gateway,
    ...runs,
    privacyJobs: supply.privacyJobs,
  });
  const messaging = await composeMessaging(sealing, accounts);
  const oss = new OssService({
    db: ctx.db,
    clock: ctx.clock,
    secrets: sealing.secrets,
    dataDir: ctx.config.dataDir,
    allowPrivate: ctx.config.connectorAllowPrivate,
    active: ctx.platformStore,
  });
  const archives = new ArchiveService({
    db: ctx.db,
    clock: ctx.clock,
    secrets: sealing.secrets,
    gatewayUrl: () => ctx.config.archiveGatewayUrl ?? ctx.config.apiGatewayUrl ?? null,
    renderPdf: renderArchivePdf,
    ...archivePorts({ ...accounts, ...goods, ...trade, db: ctx.db }),
  });
  return {
    ...accounts,
    ...supply,
    ...goods,
    ...trade,
    ...gateway,
    ...runs,
    archives,
    statistics,
    excelImport,
    sysAdmin,
    settings,
    schedule,
    messaging,
    oss,
  };
}

/**
 * The platform's file store, decided before the services are built: S3_* first, else the configuration saved on
 * the cloud storage page (its secret opened with the same keys the services use), else DATA_DIR/files.
 */
export function platformStoreOf({
  db,
  config,
  clock,
}: Pick<ServiceDeps, 'db' | 'config' | 'clock'>): Promise<PlatformStore> {
  const openSecret = (sealed: string) => {
    const key = loadConnectorKey(config.connectorKey, config.dataDir);
    const kms = new KmsService({
      db,
      clock,
      masterKey: loadKeyFile(config.kmsMasterKey, config.dataDir, 'kms-master.key', 'KMS_MASTER_KEY'),
    });
    return new KmsSecretBox(kms, (stored) => decryptSecret(key, stored)).open(sealed);
  };
  return platformStoreAtStart(db, openSecret, config.s3, config.connectorAllowPrivate);
}

export type Services = Awaited<ReturnType<typeof composeServices>>;

/** Scheduled jobs, with the platform's whole-platform work registered as their beans. */
function composeSchedule(
  { app, db, clock, serverProcess }: Context,
  m: Accounts &
    Trade &
    ReturnType<typeof composeGateway> &
    Awaited<ReturnType<typeof composeRuns>> & { privacyJobs: PrivacyJobService },
) {
  const schedule = new ScheduleService({
    db,
    clock,
    serverProcess,
    log: (error) => app.log.error({ err: error }, 'scheduled jobs'),
  });
  registerPlatformJobs(schedule, m);
  app.addHook('onClose', async () => schedule.stopScheduler());
  return schedule;
}

/** Accounts, sessions, menus, credit, the workflow engine and its approvals of accounts and enterprises. */
function composeAccounts({ db, clock, config, smsProvider, storage, settings }: Context) {
  const sessions = new SessionService(db, clock);
  const captchas = new CaptchaService(db, clock);
  const sms = new SmsService(db, clock, smsProvider);
  const ukeys = new UKeyService({ db, clock });
  const secondFactor = new UKeyFactorService({ db, clock, ukeys, rpName: config.webAuthn.rpName });
  const accounts = new AccountService({
    db,
    clock,
    sessions,
    captchas,
    sms,
    secondFactor,
    captchaRequired: config.authCaptcha,
  });
  const users = new UsersService({ db, clock, accounts, sessions, sms });
  const workflow = new WorkflowService({ db, clock, users: accounts });
  const notifications = new NotificationOutbox({ db, clock });
  connectAccountApproval(accounts, workflow, notifications);
  const enterprise = new EnterpriseService({ db, clock, storage });
  connectEnterpriseApproval(enterprise, workflow, notifications);
  const access: AccessService = new AccessService(
    db,
    (locale) => settings.dict.served(locale),
    (userId): Promise<number[]> => staff.grantedMenuIds(userId),
  );
  const organization = new OrganizationService({ db, menus: access });
  const staff: StaffService = new StaffService({
    db,
    organization,
    accounts: staffAccounts(accounts, users),
    sessions,
    grantsChanged: () => access.grantsChanged(),
  });
  return {
    sessions,
    captchas,
    sms,
    accounts,
    users,
    notifications,
    access,
    organization,
    staff,
    credit: new CreditService(db, clock),
    ukeys,
    secondFactor,
    workflow,
    enterprise,
    catalog: new CatalogService({ db, clock }),
    kms: new KmsService({
      db,
      clock,
      masterKey: loadKeyFile(config.kmsMasterKey, config.dataDir, 'kms-master.key', 'KMS_MASTER_KEY'),
    }),
  };
}

type Accounts = ReturnType<typeof composeAccounts>;

/** What staff accounts use of the accounts module. */
function staffAccounts(accounts: AccountService, users: UsersService): StaffAccounts {
  return {
    createApproved: (input, tx) => accounts.createApproved(input, tx),
    updateProfile: (userId, changes, tx) => accounts.updateProfile(userId, changes, tx),
    setStatus: (userId, status, tx) => accounts.setStatus(userId, status, tx),
    setPassword: (userId, password) => accounts.setPassword(userId, password),
    findByIds: (ids) => users.findByIds(ids),
  };
}

/** Suppliers' connections, tables, trusted storage, nodes, access lists, data assets (reviewed) and their grants. */
function composeSupply(ctx: SealingContext, { users, accounts, catalog, workflow, notifications }: Accounts) {
  const { db, clock, config, key, secrets } = ctx;
  const allowPrivate = config.connectorAllowPrivate;
  const connections = new ConnectionService({ db, clock, key, secrets, allowPrivate });
  const databaseTables = new DatabaseTableService({ db, clock, connections });
  const trustedStorage = new TrustedStorageService({
    db,
    clock,
    secrets,
    dataDir: config.dataDir,
    platformS3: config.s3,
    allowPrivate,
    maxUploadMb: () => ctx.settings.tunable('TRUSTED_UPLOAD_MAX_MB'),
  });
  const accessLists = new AccessListService({ db, clock, findUsers: (ids) => users.findByIds(ids) });
  const nodes = new NodeService({ db, clock, owners: nodeOwnerPorts({ accounts, users }) });
  const privacyJobs = new PrivacyJobService({
    db,
    clock,
    authenticateNode: (id, token) => nodes.authenticateNode(id, token),
    node: (id) => nodes.find(id),
  });
  const assets = new AssetService({ db, clock, connections, catalog, users });
  const assetEdits = new AssetEditService({ db, clock, connections, catalog, assets });
  const assetVersions = new AssetVersionService({ db, clock, assets, connections });
  const assetReview = new AssetReviewService({ db, clock, assets });
  connectSourceAudit(assetReview, workflow, assets, notifications);
  const grants = new GrantService({ db, clock, users, assets, assetVersions });
  catalog.registerUsageCheck((tx, kind, id) => assets.catalogUsage(tx, kind, id));
  connections.registerUsageCheck((tx, ids) => assets.connectionUsage(tx, ids));
  connections.registerUsageCheck((tx, ids) => databaseTables.connectionUsage(tx, ids));
  return {
    connections,
    databaseTables,
    trustedStorage,
    accessLists,
    nodes,
    privacyJobs,
    assets,
    assetEdits,
    assetVersions,
    assetReview,
    grants,
  };
}

type Supply = ReturnType<typeof composeSupply>;

/** Goods (reviewed), their interfaces, versions, repetition checks, standard APIs; content and the community. */
function composeGoods(ctx: SealingContext, m: Accounts & Supply) {
  const { db, clock, config, secrets, storage } = ctx;
  const { catalog, assets, users, trustedStorage, connections, accessLists, workflow } = m;
  const goods = new GoodsService({
    db,
    clock,
    storage,
    catalog,
    assets,
    users,
    trustedStorage,
    connectionTarget: (actor, id) => connections.resolveTarget(actor, id),
    grantList: goodsGrantList(accessLists),
    uploadLimitMb: (group) =>
      ctx.settings.tunable(group === 'image' ? 'GOODS_IMAGE_MAX_MB' : 'GOODS_DOCUMENT_MAX_MB'),
  });
  connectGoodsReview(goods, workflow, assets, catalog, m.notifications);
  connectAccessLists(accessLists, { assets, goods });
  const interfaces = new InterfaceService({
    db,
    clock,
    goods,
    secrets,
    allowPrivate: config.connectorAllowPrivate,
    trustedUpstreams: config.trustedUpstreams,
  });
  return {
    goods,
    interfaces,
    repetition: new RepetitionService({ db, clock, goods, trustedStorage, assetVersions: m.assetVersions }),
    goodsVersions: new GoodsVersionService({ db, clock, goods }),
    standardApis: new StandardApiService({ db, clock, goods }),
    content: new ContentService({
      db,
      clock,
      storage,
      credentials: { appId: config.contentAppId, secret: config.contentAppSecret },
    }),
    community: createCommunity({ db, clock, storage }, { users, workflow, notifications: m.notifications }),
  };
}

type Goods = ReturnType<typeof composeGoods>;

/** Orders, their payment and submit flows, billing and refunds, the evidence ledger, delivery, the mall. */
function composeTrade(ctx: Context, m: Accounts & Supply & Goods) {
  const { app, db, clock, config, key, storage } = ctx;
  const { goods, assets, users, catalog, credit, trustedStorage, nodes, workflow, secondFactor } = m;
  const orders = new OrderService({
    db,
    clock,
    log: (error) => app.log.error({ err: error }, 'order sweep'),
    payTimeoutMinutes: () => ctx.settings.tunable('ORDER_PAY_TIMEOUT_MINUTES'),
  });
  app.addHook('onClose', async () => orders.stopExpirySweep());
  const billing = new BillingService({
    db,
    clock,
    credit,
    storage,
    ...billingPorts({ orders, goods, catalog, users }),
    defaultCommissionBp: (tx) => ctx.settings.tunable('DEFAULT_COMMISSION_BP', tx),
    log: (error) => app.log.error({ err: error }, 'billing statements job'),
  });
  connectRefundReview(billing.refunds, workflow, m.notifications);
  app.addHook('onClose', async () => billing.statements.stopMonthlyJob());
  const evidence = new EvidenceService({ db, clock, orders, kms: m.kms });
  connectRefundEvidence(billing.refunds, evidence);
  const delivery = new DeliveryService({
    db,
    clock,
    linkKey: createHmac('sha256', key).update('delivery-link').digest(),
    orders,
    ...deliveryPorts({ goods, grants: m.grants, trustedStorage, evidence }),
    downloadLinkSeconds: () => ctx.settings.tunable('DOWNLOAD_LINK_SECONDS'),
  });
  app.addHook('onClose', async () => delivery.stopAutoConfirm());
  connectRefundRevokes(billing.refunds, { grants: m.grants, delivery });
  const negotiation = new NegotiationService({ db, clock, ...negotiationPorts(orders) });
  connectNegotiatedPrices(orders, negotiation);
  const offlineTransmission = new OfflineTransmissionService({
    db,
    clock,
    files: platformBlobs('offline', config),
    ...offlineTransmissionPorts({ orders, goods, trustedStorage, nodes, evidence }),
  });
  const mall = new MallService({
    db,
    catalog,
    users,
    accessLists: m.accessLists,
    goods,
    interfaces: m.interfaces,
  });
  connectMallOrders(mall, orders);
  connectSubmitOrder(orders, { versions: m.goodsVersions, evidence });
  connectPayOrder(orders, {
    credit,
    billing: billing.lines,
    delivery,
    mall,
    evidence,
    secondFactor,
    notifications: m.notifications,
  });
  const appRelations = createAppRelations({ db, clock }, { goods, assets, users, orders });
  return { orders, billing, evidence, delivery, negotiation, offlineTransmission, mall, appRelations };
}

type Trade = ReturnType<typeof composeTrade>;

/** The API gateway's side on the platform: plugins and test keys, the control plane, call figures. */
function composeGateway({ app, db, clock, config }: Context, m: Accounts & Goods & Trade) {
  const { goods, interfaces, users, delivery, orders, billing, evidence } = m;
  const baseUrl = config.apiGatewayUrl ?? null;
  const gatewayPlugins = new GatewayPluginService({
    db,
    clock,
    ...gatewayPluginPorts({ goods, interfaces, users }),
    baseUrl,
  });
  const gatewayControl = new GatewayControlService({
    db,
    clock,
    ...gatewayControlPorts({
      delivery,
      interfaces,
      goodsVersions: m.goodsVersions,
      gatewayPlugins,
      orders,
      notices: m.content.notices,
      billing: billing.lines,
      notifications: m.notifications,
    }),
    credit: m.credit,
    log: (error, what) => app.log.warn({ err: error }, what),
  });
  const gatewayUsage = new GatewayUsageService({
    db,
    clock,
    ...gatewayUsagePorts({ db, orders, delivery, users, goods, evidence }),
    baseUrl,
  });
  app.addHook('onClose', async () => gatewayUsage.stopDailyEvidence());
  return { gatewayPlugins, gatewayControl, gatewayUsage };
}

/**
 * What buyers run: data-application runs and their preview, reads and exports of granted data. Jobs left
 * unfinished by a process that is gone are failed once all are built; unfinished orders keep their goods from
 * being taken off.
 */
async function composeRuns(ctx: SealingContext, m: Accounts & Supply & Goods & Trade) {
  const { app, db, clock, config, secrets, serverProcess } = ctx;
  const { orders, goods, connections, databaseTables, trustedStorage, billing, evidence } = m;
  const appRuns = new AppRunService({
    db,
    clock,
    orders,
    goods,
    connections,
    databaseTables,
    trustedStorage,
    secrets,
    allowPrivate: config.connectorAllowPrivate,
    processId: serverProcess.id,
    log: (error) => app.log.error({ err: error }, 'app run'),
    ...appRunPorts({
      billing: billing.lines,
      evidence,
      warn: (error, use) => app.log.warn({ err: error, ...use }, 'run not metered'),
    }),
  });
  app.addHook('onClose', async () => appRuns.stop());
  connectGoodsOffBlockers(goods, { ...m, clock, appRuns, refunds: billing.refunds });
  const appPreview = new AppPreviewService({ db, clock, goods, mall: m.mall, appRuns });
  const grantData = new GrantDataService({
    db,
    clock,
    ...grantDataPorts({ grants: m.grants, goods, connections }),
  });
  const grantExports = new GrantExportService({
    db,
    clock,
    processId: serverProcess.id,
    grantData,
    ...grantExportPorts({ databaseTables, connections, trustedStorage, evidence }),
    log: (error) => app.log.error({ err: error }, 'grant data export'),
  });
  app.addHook('onClose', async () => grantExports.stop());
  const interrupted = interruptedWork(serverProcess, { appRuns, grantExports });
  await interrupted.sweep();
  app.addHook('onClose', async () => interrupted.stopSweep());
  return { appRuns, appPreview, grantData, grantExports, serverProcess, interruptedWork: interrupted };
}

/** Mail and SMS: the console's service, and the sender of the notifications the outbox holds (after commit). */
async function composeMessaging(
  { app, db, clock, config, secrets, smsProvider }: SealingContext,
  m: Accounts,
) {
  const sender = new MessageSender({
    db,
    clock,
    secrets,
    contacts: (ids) => m.users.findByIds(ids),
    dataDir: config.dataDir,
    serverSms: smsProvider,
    allowPrivate: config.connectorAllowPrivate,
    log: (error) => app.log.error({ err: error }, 'mail and SMS sender'),
  });
  const messaging = new MessagingService({
    db,
    clock,
    secrets,
    sender,
    dataDir: config.dataDir,
    allowPrivate: config.connectorAllowPrivate,
  });
  await messaging.seedTemplates();
  m.notifications.onQueued(() => sender.kick());
  // Verification codes go through the provider saved on the SMS page too (the server's own until one is saved).
  m.sms.sendThrough(
    async () => {
      let through: Awaited<ReturnType<MessageSender['smsSender']>>;
      try {
        through = await sender.smsSender();
      } catch (error) {
        // A saved provider that cannot be built (its secret no longer opens) must not stop sign-ups.
        app.log.error({ err: error }, 'the saved SMS provider cannot be used: codes go through SMS_PROVIDER');
        return smsProvider;
      }
      return {
        name: through.name,
        send: async (mobile, content, template) => {
          const { code = 'verify', params = {} } = template ?? {};
          await through.send({ mobile, content, templateCode: code, params });
        },
      };
    },
    (error) => app.log.error({ err: error }, 'a password reset code was not sent'),
  );
  sender.start();
  app.addHook('onClose', async () => sender.stop());
  return messaging;
}
