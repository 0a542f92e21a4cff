import {
  type AccessListMode,
  type AccessTargetType,
  DEMO_USERNAMES,
  type DemoUser,
  ErrorCode,
  type RoleType,
} from '@datamall/contract';
import { AppError, badParam } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import type { AccessListService, AccessListView } from '../access-lists/access-lists.service.js';

/** An account as the identity module stores it (the fields the mock calls show). */
export interface DemoAccount {
  id: number;
  username: string;
  roleType: number;
  realName: string;
  companyName: string;
  status: number;
}

export interface MockDeps {
  /** SEED_DEMO is not 0: the demo accounts (and their data) are seeded. */
  demoData: boolean;
  /** The account with exactly this username, or undefined. */
  findAccount(username: string): Promise<DemoAccount | undefined>;
  accessLists: AccessListService;
}

export interface DemoListTarget {
  targetType: AccessTargetType;
  targetId: number;
  owner: 'supplier' | 'developer';
}

/** The mock calls of §7.12: real demo data (accounts, black and white lists), refused when demo data is off. */
export class MockService {
  constructor(private readonly deps: MockDeps) {}

  async testUsers(): Promise<DemoUser[]> {
    this.assertDemoData();
    const accounts = await Promise.all(DEMO_USERNAMES.map((name) => this.deps.findAccount(name)));
    return accounts
      .filter((a): a is DemoAccount => Boolean(a))
      .map((a) => ({
        id: String(a.id),
        username: a.username,
        roleType: a.roleType,
        realName: a.realName,
        companyName: a.companyName,
        status: a.status,
      }));
  }

  async testNames(): Promise<string[]> {
    return (await this.testUsers()).map((u) => u.username);
  }

  async list(target: DemoListTarget) {
    this.assertDemoData();
    const owner = await this.ownerActor(target.owner);
    return present(await this.deps.accessLists.get(owner, target.targetType, target.targetId), target.owner);
  }

  async update(target: DemoListTarget & { mode: AccessListMode; consumers: string[] }) {
    this.assertDemoData();
    const owner = await this.ownerActor(target.owner);
    const consumerIds: number[] = [];
    for (const username of new Set(target.consumers)) {
      const account = await this.deps.findAccount(username);
      if (!account) throw badParam('consumers', 'oneOf');
      consumerIds.push(account.id);
    }
    const saved = await this.deps.accessLists.save(owner, {
      targetType: target.targetType,
      targetId: target.targetId,
      mode: target.mode,
      consumerIds,
    });
    return present(saved, target.owner);
  }

  private assertDemoData(): void {
    if (!this.deps.demoData) throw new AppError(ErrorCode.DEMO_DATA_OFF);
  }

  /** The demo owner as the caller of the access-list module (it checks the target is theirs). */
  private async ownerActor(username: string): Promise<Actor> {
    const account = await this.deps.findAccount(username);
    if (!account) throw new AppError(ErrorCode.NOT_FOUND);
    return {
      userId: account.id,
      username: account.username,
      roleType: account.roleType as RoleType,
      sessionId: 0,
    };
  }
}

function present(view: AccessListView, owner: string) {
  return {
    targetType: view.targetType,
    targetId: String(view.targetId),
    targetName: view.targetName,
    owner,
    mode: view.mode,
    consumers: view.consumers.map((c) => ({ id: String(c.id), username: c.username })),
    updateDate: view.updatedAt?.toISOString() ?? null,
  };
}
