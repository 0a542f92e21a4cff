import { type content, ErrorCode, type Localized } from '@datamall/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { ChannelRow } from './content.repository.js';
import * as repo from './content.repository.js';
import { seedChannels } from './content.seed.js';

type ChannelGroup = content.ChannelGroup;

export interface ChannelDeps {
  db: Db;
  clock: Clock;
}

/** Every channel at once (a few dozen rows): lookups by id and scode, children, subtrees. */
export class ChannelIndex {
  readonly byId = new Map<number, ChannelRow>();
  readonly byScode = new Map<string, ChannelRow>();
  readonly children = new Map<number | null, ChannelRow[]>();

  constructor(readonly rows: ChannelRow[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      this.byScode.set(row.scode, row);
      const siblings = this.children.get(row.parentId) ?? [];
      siblings.push(row);
      this.children.set(row.parentId, siblings);
    }
  }

  /** A channel and every channel below it. */
  subtree(id: number): number[] {
    const out: number[] = [];
    const stack = [id];
    while (stack.length) {
      const current = stack.pop()!;
      out.push(current);
      for (const child of this.children.get(current) ?? []) stack.push(child.id);
    }
    return out;
  }

  scodeOf(id: number | null): string {
    return id === null ? '' : (this.byId.get(id)?.scode ?? '');
  }

  /** The channels a public list covers: a channel and its subtree, a whole group, or everything. */
  resolve(q: { scode?: string | undefined; group?: ChannelGroup | undefined }) {
    if (q.scode) {
      const channel = this.byScode.get(q.scode);
      if (!channel) throw new AppError(ErrorCode.CONTENT_CHANNEL_UNKNOWN, { scode: q.scode });
      return this.subtree(channel.id);
    }
    if (q.group) return this.rows.filter((r) => r.group === q.group).map((r) => r.id);
    return undefined;
  }
}

/** The channel tree the mall's articles hang in (news, rules, help, legal, brand, scene, theme). */
export class ChannelService {
  constructor(private readonly deps: ChannelDeps) {}

  /** Creates the channels the mall reads when there are none yet. */
  seedDefaults(): Promise<void> {
    return seedChannels(this.deps.db, this.deps.clock);
  }

  async index(): Promise<ChannelIndex> {
    return new ChannelIndex(await repo.listChannels(this.deps.db));
  }

  async createChannel(input: z.output<typeof content.zChannelInput>): Promise<ChannelRow> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      await repo.lockChannels(tx);
      const index = new ChannelIndex(await repo.listChannels(tx));
      if (index.byScode.has(input.scode))
        throw new AppError(ErrorCode.CONTENT_SCODE_TAKEN, { scode: input.scode });
      const parent = input.pcode ? index.byScode.get(input.pcode) : undefined;
      if (input.pcode && !parent) throw new AppError(ErrorCode.CONTENT_CHANNEL_PARENT_INVALID);
      const now = clock.now();
      return repo.insertChannel(tx, {
        scode: input.scode,
        parentId: parent?.id ?? null,
        // A child belongs to its parent's group.
        group: parent?.group ?? input.group,
        names: input.names as Localized,
        type: input.type,
        sort: input.sort,
        isShow: input.isShow,
        createdAt: now,
        updatedAt: now,
      });
    });
  }

  async updateChannel(id: number, input: z.output<typeof content.zChannelInput>): Promise<ChannelRow> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      await repo.lockChannels(tx);
      const index = new ChannelIndex(await repo.listChannels(tx));
      const current = index.byId.get(id);
      if (!current) throw new AppError(ErrorCode.NOT_FOUND);
      const owner = index.byScode.get(input.scode);
      if (owner && owner.id !== id) throw new AppError(ErrorCode.CONTENT_SCODE_TAKEN, { scode: input.scode });
      const parent = input.pcode ? index.byScode.get(input.pcode) : undefined;
      // The parent must exist and must not be the channel itself or one of its descendants (a cycle).
      if (input.pcode && (!parent || index.subtree(id).includes(parent.id))) {
        throw new AppError(ErrorCode.CONTENT_CHANNEL_PARENT_INVALID);
      }
      const now = clock.now();
      const group = parent?.group ?? input.group;
      const row = await repo.updateChannel(tx, id, {
        scode: input.scode,
        parentId: parent?.id ?? null,
        group,
        names: input.names as Localized,
        type: input.type,
        sort: input.sort,
        isShow: input.isShow,
        updatedAt: now,
      });
      if (group !== current.group) {
        await repo.setChannelGroup(
          tx,
          index.subtree(id).filter((x) => x !== id),
          group,
          now,
        );
      }
      return row;
    });
  }

  async deleteChannel(id: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await repo.lockChannels(tx);
      if (!(await repo.findChannel(tx, id))) throw new AppError(ErrorCode.NOT_FOUND);
      if ((await repo.countChildren(tx, id)) > 0 || (await repo.countArticlesOf(tx, id)) > 0) {
        throw new AppError(ErrorCode.CONTENT_CHANNEL_NOT_EMPTY);
      }
      await repo.deleteChannel(tx, id);
    });
  }
}
