import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { FileStorage } from '../../platform/storage.js';
import type { AccessListService } from '../access-lists/access-lists.service.js';
import type { UsersService } from '../identity/users.service.js';
import { BannerService } from './banner.service.js';
import { ErrorLogService } from './error-log.service.js';
import { type DemoAccount, MockService } from './mock.service.js';
import { RegionService } from './region.service.js';

export interface SysAdminDeps {
  app: FastifyInstance;
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** SEED_DEMO is not 0. */
  demoData: boolean;
  users: UsersService;
  accessLists: AccessListService;
}

/** The account with exactly this username (the users' filter matches parts of names). */
async function accountNamed(users: UsersService, username: string): Promise<DemoAccount | undefined> {
  const page = await users.page({ page: 1, limit: 100 }, { username });
  return page.list.find((u) => u.username === username);
}

/** The administration console's parts: the error log, regions, the mall's home banners, the mock calls. */
export function createSysAdmin({ app, db, clock, storage, demoData, users, accessLists }: SysAdminDeps) {
  return {
    errorLog: new ErrorLogService({
      db,
      clock,
      onWriteError: (error) => app.log.error({ err: error }, 'error log write failed'),
    }),
    regions: new RegionService({ db, clock }),
    banners: new BannerService({ db, clock, storage }),
    mock: new MockService({
      demoData,
      findAccount: (username) => accountNamed(users, username),
      accessLists,
    }),
  };
}

export type SysAdmin = ReturnType<typeof createSysAdmin>;
