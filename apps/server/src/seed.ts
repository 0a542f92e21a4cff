import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { AccountService } from './modules/identity/account.service.js';
import { countUsers } from './modules/identity/identity.repository.js';
import type { Db } from './platform/db.js';

export const DEMO_PASSWORD = 'Demo@12345';

const DEMO_ACCOUNTS = [
  {
    username: 'supplier',
    roleType: 3,
    companyName: '华东精密制造数据有限公司',
    contactName: '王供应',
    mobile: '13800000003',
  },
  {
    username: 'developer',
    roleType: 2,
    companyName: '智算应用开发工作室',
    contactName: '李开发',
    mobile: '13800000002',
  },
  {
    username: 'consumer',
    roleType: 1,
    companyName: '星河汽车零部件有限公司',
    contactName: '张消费',
    mobile: '13800000001',
  },
] as const;

/** Seeds accounts into an empty database: the operator `admin`, plus the demo accounts unless SEED_DEMO=0. */
export async function seedAccounts(db: Db, config: Config, accounts: AccountService, log: FastifyBaseLogger) {
  if ((await countUsers(db)) > 0) return;
  let adminPassword = config.seedDemo ? DEMO_PASSWORD : config.adminPassword;
  if (!adminPassword) {
    adminPassword = `A1${randomBytes(12).toString('base64url')}`;
    log.warn(`ADMIN_PASSWORD is not set: the operator account "admin" got the password ${adminPassword}`);
  }
  await accounts.createApproved({
    username: 'admin',
    password: adminPassword,
    roleType: 0,
    companyName: '平台运营中心',
    contactName: '平台管理员',
    mobile: '13800000000',
    email: 'admin@example.com',
    superAdmin: true,
  });
  if (!config.seedDemo) return;
  for (const account of DEMO_ACCOUNTS) {
    await accounts.createApproved({
      ...account,
      password: DEMO_PASSWORD,
      email: `${account.username}@example.com`,
    });
  }
  log.info('demo accounts seeded: admin, supplier, developer, consumer (password Demo@12345)');
}
