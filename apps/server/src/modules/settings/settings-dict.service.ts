import {
  DICT,
  type DictType,
  type DictTypeName,
  ErrorCode,
  type Locale,
  type settings,
} from '@datamall/contract';
import type { Db } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import { toDictItem, toDictType } from './settings.presenter.js';
import * as repo from './settings.repository.js';
import { SETTINGS_CACHE_TTL_MS, type SettingsDeps } from './settings-params.service.js';
import { TtlCache } from './ttl-cache.js';

const LABEL_COLUMN = { 'zh-CN': 'labelZhCn', 'zh-TW': 'labelZhTw', 'en-US': 'labelEnUs' } as const;

type TypeInput = { dictType: string; dictName: string; remark: string; sort: number };
type ItemInput = {
  dictValue: string;
  labelZhCn: string;
  labelZhTw: string;
  labelEnUs: string;
  remark: string;
  sort: number;
};

/** Every stored type with its items, in display order: what `GET /sys/dict/type/all` serves. */
interface StoredDictionaries {
  types: repo.DictTypeRow[];
  items: Map<number, repo.DictDataRow[]>;
}

/**
 * The dictionaries of the admin console. The contract's enumerations are seeded as locked types and items: their
 * keys and values stay as the code expects them, their names and labels are the operator's.
 */
export class DictService {
  private readonly stored: TtlCache<StoredDictionaries, Db>;

  constructor(private readonly deps: SettingsDeps) {
    this.stored = new TtlCache(loadStored, deps.db, deps.cacheTtlMs ?? SETTINGS_CACHE_TTL_MS);
  }

  /** Inserts the contract's types and values not stored yet (locked); stored names and labels are kept. */
  async sync(): Promise<void> {
    const db = this.deps.db;
    const now = this.deps.clock.now();
    const keys = Object.keys(DICT) as DictTypeName[];
    await repo.insertMissingDictTypes(
      db,
      keys.map((key, index) => ({
        dictType: key,
        dictName: key,
        sort: index,
        locked: true,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const typeIds = new Map((await repo.listDictTypes(db)).map((t) => [t.dictType, t.id]));
    const items = keys.flatMap((key) =>
      DICT[key].map((option, index) => ({
        dictTypeId: typeIds.get(key)!,
        dictValue: option.value,
        labelZhCn: option.label['zh-CN'],
        labelZhTw: option.label['zh-TW'],
        labelEnUs: option.label['en-US'],
        sort: index,
        locked: true,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await repo.insertMissingDictData(db, items);
    this.stored.invalidate();
  }

  /** Every stored dictionary with its labels in `locale`. */
  async served(locale: Locale): Promise<DictType[]> {
    const { types, items } = await this.stored.get();
    const column = LABEL_COLUMN[locale];
    return types.map((type) => ({
      dictType: type.dictType,
      dataList: (items.get(type.id) ?? []).map((item) => ({
        dictLabel: item[column],
        dictValue: item.dictValue,
      })),
    }));
  }

  // --- types ------------------------------------------------------------------------------------------------

  async pageTypes(page: PageRequest, filter: repo.DictTypeFilter) {
    const found = await repo.pageDictTypes(this.deps.db, page, filter);
    return { total: found.total, list: found.list.map(toDictType) };
  }

  async getType(id: number): Promise<settings.DictTypeRow> {
    return toDictType(await this.existingType(id));
  }

  async addType(input: TypeInput): Promise<settings.DictTypeRow> {
    const now = this.deps.clock.now();
    const row = await this.uniqueType(input.dictType, () =>
      repo.insertDictType(this.deps.db, { ...input, locked: false, createdAt: now, updatedAt: now }),
    );
    this.stored.invalidate();
    return this.getType(row.id);
  }

  async updateType(id: number, input: TypeInput): Promise<settings.DictTypeRow> {
    const row = await this.existingType(id);
    if (row.locked && input.dictType !== row.dictType) {
      throw new AppError(ErrorCode.DICT_LOCKED, { name: row.dictType });
    }
    await this.uniqueType(input.dictType, () =>
      repo.updateDictType(this.deps.db, id, { ...input, updatedAt: this.deps.clock.now() }),
    );
    this.stored.invalidate();
    return this.getType(id);
  }

  /** Deletes types with their items, all or none: a locked type among them refuses the whole call. */
  async removeTypes(ids: number[]): Promise<void> {
    const rows = await repo.findDictTypes(this.deps.db, ids);
    if (rows.length !== new Set(ids).size) throw notFound();
    const locked = rows.find((r) => r.locked);
    if (locked) throw new AppError(ErrorCode.DICT_LOCKED, { name: locked.dictType });
    await repo.deleteDictTypes(this.deps.db, ids);
    this.stored.invalidate();
  }

  // --- items ------------------------------------------------------------------------------------------------

  async pageItems(page: PageRequest, typeId: number, label?: string) {
    await this.existingType(typeId);
    const found = await repo.pageDictData(this.deps.db, page, typeId, label);
    return { total: found.total, list: found.list.map(toDictItem) };
  }

  async getItem(id: number): Promise<settings.DictItem> {
    return toDictItem(await this.existingItem(id));
  }

  async addItem(typeId: number, input: ItemInput): Promise<settings.DictItem> {
    const type = await this.existingType(typeId);
    const now = this.deps.clock.now();
    const row = await this.uniqueValue(type.dictType, input.dictValue, () =>
      repo.insertDictData(this.deps.db, {
        ...input,
        dictTypeId: typeId,
        locked: false,
        createdAt: now,
        updatedAt: now,
      }),
    );
    this.stored.invalidate();
    return toDictItem(row);
  }

  async updateItem(id: number, input: ItemInput): Promise<settings.DictItem> {
    const row = await this.existingItem(id);
    const type = await this.existingType(row.dictTypeId);
    if (row.locked && input.dictValue !== row.dictValue) {
      throw new AppError(ErrorCode.DICT_LOCKED, { name: `${type.dictType} = ${row.dictValue}` });
    }
    const saved = await this.uniqueValue(type.dictType, input.dictValue, () =>
      repo.updateDictData(this.deps.db, id, { ...input, updatedAt: this.deps.clock.now() }),
    );
    this.stored.invalidate();
    return toDictItem(saved);
  }

  /** Deletes items, all or none: a locked item among them refuses the whole call. */
  async removeItems(ids: number[]): Promise<void> {
    const rows = await repo.findDictDataByIds(this.deps.db, ids);
    if (rows.length !== new Set(ids).size) throw notFound();
    const locked = rows.find((r) => r.locked);
    if (locked) {
      const type = await this.existingType(locked.dictTypeId);
      throw new AppError(ErrorCode.DICT_LOCKED, { name: `${type.dictType} = ${locked.dictValue}` });
    }
    await repo.deleteDictData(this.deps.db, ids);
    this.stored.invalidate();
  }

  private async existingType(id: number) {
    const row = await repo.findDictType(this.deps.db, id);
    if (!row) throw notFound();
    return row;
  }

  private async existingItem(id: number) {
    const row = await repo.findDictData(this.deps.db, id);
    if (!row) throw notFound();
    return row;
  }

  private async uniqueType<T>(key: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'sys_dict_type_key_uq'))
        throw new AppError(ErrorCode.DICT_TAKEN, { name: key });
      throw error;
    }
  }

  private async uniqueValue<T>(typeKey: string, value: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'sys_dict_data_value_uq')) {
        throw new AppError(ErrorCode.DICT_TAKEN, { name: `${typeKey} = ${value}` });
      }
      throw error;
    }
  }
}

async function loadStored(db: Db): Promise<StoredDictionaries> {
  const [types, rows] = await Promise.all([repo.listDictTypes(db), repo.listDictData(db)]);
  const items = new Map<number, repo.DictDataRow[]>();
  for (const row of rows) items.set(row.dictTypeId, [...(items.get(row.dictTypeId) ?? []), row]);
  return { types, items };
}
