import { appPreview, type appRuns, ErrorCode, goods, type Locale, RoleType } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError, badParam, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import type { AppRunService } from '../app-runs/app-runs.service.js';
import type { GoodsService } from '../goods/goods.service.js';
import { fileKeyOf } from '../goods/goods-files.service.js';
import type { MallService } from '../mall/mall.service.js';
import {
  readCsvHead,
  readXlsxHead,
  SampleUnreadable,
  SpreadsheetTooLarge,
  templateXlsx,
  XLSX_LIMITS,
} from './app-preview.excel.js';
import { tableConfigOf, tablesOf, typeNote } from './app-preview.presenter.js';
import * as repo from './app-preview.repository.js';

const { OUTPUT_TABLE_ID, SAMPLE_ROWS } = appPreview;
const DATABASES: appPreview.StorageKind[] = ['postgresql', 'mysql'];

export interface AppPreviewServiceDeps {
  db: Db;
  clock: Clock;
  goods: GoodsService;
  mall: MallService;
  appRuns: AppRunService;
}

interface VisibleApp {
  id: number;
  name: string;
  ownerId: number;
}

/**
 * What a data application declares, shown before and after buying: its tables and columns, an output template
 * and sample, where data can come from and go to, and the caller's own saved configuration.
 */
export class AppPreviewService {
  constructor(private readonly deps: AppPreviewServiceDeps) {}

  /**
   * A data application the caller may see: the owner and the operator always; anyone else only while it is
   * listed in the mall for them (access lists apply). Everything else answers 404, as if it did not exist.
   */
  private async visible(actor: Actor | null, itemId: number): Promise<VisibleApp> {
    const item = await this.deps.goods.findLive(itemId);
    if (!item) throw notFound();
    const privileged = actor && (actor.roleType === RoleType.OPERATOR || actor.userId === item.ownerId);
    if (!privileged) await this.deps.mall.counters(actor, itemId);
    if (item.itemType !== goods.ItemType.DATA_APPLICATION)
      throw new AppError(ErrorCode.APP_RUN_NOT_APPLICATION);
    return { id: item.id, name: item.name, ownerId: item.ownerId };
  }

  private async declared(actor: Actor | null, itemId: number) {
    const app = await this.visible(actor, itemId);
    const def = await this.deps.appRuns.findDefinition(itemId);
    if (!def) throw new AppError(ErrorCode.APP_PREVIEW_NOT_DECLARED);
    return { app, def, tables: tablesOf(def, OUTPUT_TABLE_ID) };
  }

  private async sampleOf(itemId: number, def: appRuns.AppDefinition): Promise<appPreview.Sample | null> {
    const row = await repo.findSample(this.deps.db, itemId);
    if (!row) return null;
    // The definition may have changed since the file was attached: project the kept columns onto today's.
    const columns = def.output.columns.map((c) => c.name);
    const at = columns.map((c) => row.columns.indexOf(c));
    return {
      columns,
      rows: row.rows.map((r) => at.map((i) => (i < 0 ? null : (r[i] ?? null)))),
      fileUrl: row.fileUrl,
      updateDate: row.updatedAt.toISOString(),
    };
  }

  async preview(actor: Actor | null, itemId: number): Promise<appPreview.AppPreview> {
    const app = await this.visible(actor, itemId);
    const def = await this.deps.appRuns.findDefinition(itemId);
    return {
      itemId: String(app.id),
      itemName: app.name,
      declared: def !== null,
      jobKind: def?.job.kind ?? null,
      tables: def ? tablesOf(def, OUTPUT_TABLE_ID) : [],
      sample: def ? await this.sampleOf(itemId, def) : null,
      updateDate: def?.updateDate ?? null,
    };
  }

  async supportList(actor: Actor | null, itemId?: number): Promise<appPreview.SupportList> {
    const all = (kinds: appPreview.StorageKind[], sameConnection = false) =>
      kinds.map((kind) => ({ kind, sameConnection }));
    if (itemId === undefined) {
      return { itemId: null, jobKind: null, inputs: all(DATABASES), outputs: all([...DATABASES, 'csv']) };
    }
    const { def } = await this.declared(actor, itemId);
    return {
      itemId: String(itemId),
      jobKind: def.job.kind,
      inputs: all(DATABASES, def.job.kind === 'sql'),
      outputs: all(def.output.kind === 'csv' ? ['csv'] : DATABASES),
    };
  }

  private tableNotFound(name: string, tables: appPreview.PreviewTable[], direction?: 'input' | 'output') {
    const names = tables.filter((t) => !direction || t.direction === direction).map((t) => t.tableId);
    return new AppError(
      ErrorCode.APP_PREVIEW_TABLE_NOT_FOUND,
      { name, tables: names.join(', ') },
      { field: 'tableId', tables: names },
    );
  }

  async inputConfig(actor: Actor | null, itemId: number, tableId: string): Promise<appPreview.TableConfig> {
    const { def, tables } = await this.declared(actor, itemId);
    const table = tables.find((t) => t.direction === 'input' && t.tableId === tableId);
    if (!table) throw this.tableNotFound(tableId, tables, 'input');
    return tableConfigOf(table, this.supportOf(def).inputs);
  }

  async outputConfig(actor: Actor | null, itemId: number, tableId?: string): Promise<appPreview.TableConfig> {
    const { def, tables } = await this.declared(actor, itemId);
    const table = tables.find((t) => t.direction === 'output')!;
    if (tableId !== undefined && tableId !== table.tableId)
      throw this.tableNotFound(tableId, tables, 'output');
    return tableConfigOf(table, this.supportOf(def).outputs);
  }

  private supportOf(def: appRuns.AppDefinition) {
    return {
      inputs: DATABASES,
      outputs: def.output.kind === 'csv' ? (['csv'] as appPreview.StorageKind[]) : DATABASES,
    };
  }

  /** An .xlsx template of the output (or of one input): names, types, and for the output the sample rows. */
  async template(actor: Actor | null, itemId: number, locale: Locale, tableId?: string) {
    const { app, def, tables } = await this.declared(actor, itemId);
    const wanted = tableId ?? OUTPUT_TABLE_ID;
    const table =
      tables.find((t) => t.direction === 'input' && t.tableId === wanted) ??
      tables.find((t) => t.direction === 'output' && t.tableId === wanted);
    if (!table) throw this.tableNotFound(wanted, tables);
    const sample = table.direction === 'output' ? await this.sampleOf(itemId, def) : null;
    const buffer = await templateXlsx({
      sheet: table.name,
      columns: table.columns.map((c) => ({ name: c.name, note: typeNote(c.type, locale) })),
      rows: sample?.rows ?? [],
    });
    return { buffer, itemName: app.name, tableName: table.name };
  }

  /** The caller's own configurations of their paid orders of the application (404 when they may not see it). */
  async consumerData(actor: Actor, itemId: number): Promise<appPreview.ConsumerData> {
    const orders = await this.deps.appRuns.configurationsOf(actor, itemId);
    // A buyer keeps seeing their own configuration after the application is delisted.
    if (!orders.length) await this.visible(actor, itemId);
    return { itemId: String(itemId), orders };
  }

  /** Attaches (or with null removes) the developer's output Excel; its first rows become the sample. */
  async saveSample(actor: Actor, itemId: number, fileUrl: string | null): Promise<appPreview.Sample | null> {
    // getJob checks that the application is the caller's own.
    const def = await this.deps.appRuns.getJob(actor, itemId);
    if (fileUrl === null) {
      await repo.deleteSample(this.deps.db, itemId);
      return null;
    }
    if (!def) throw new AppError(ErrorCode.APP_PREVIEW_NOT_DECLARED);
    const key = fileKeyOf(fileUrl);
    if (!key) throw badParam('fileUrl', 'platformFileRequired');
    const stream = await this.deps.goods.files.openFile(key);
    let head: Awaited<ReturnType<typeof readXlsxHead>>;
    try {
      // An .xlsx was stored as .zip before uploads kept the format their name gives.
      head = /\.(xlsx|zip)$/.test(key)
        ? await readXlsxHead(stream, SAMPLE_ROWS)
        : await readCsvHead(stream, SAMPLE_ROWS);
    } catch (error) {
      if (error instanceof SampleUnreadable) {
        throw new AppError(ErrorCode.APP_PREVIEW_SAMPLE_UNREADABLE, undefined, { field: 'fileUrl' });
      }
      if (error instanceof SpreadsheetTooLarge) {
        const mb = (bytes: number) => Math.floor(bytes / 1048576);
        throw new AppError(
          ErrorCode.APP_PREVIEW_SAMPLE_TOO_LARGE,
          {
            fileMb: mb(XLSX_LIMITS.fileBytes),
            unpackedMb: mb(XLSX_LIMITS.unpackedBytes),
            entries: XLSX_LIMITS.entries,
          },
          { field: 'fileUrl', limit: error.limit },
        );
      }
      throw error;
    }
    const header = head.header.map((h) => h.trim().toLowerCase());
    const columns = def.output.columns.map((c) => c.name);
    const missing = columns.filter((c) => !header.includes(c));
    if (missing.length) {
      throw new AppError(
        ErrorCode.APP_PREVIEW_SAMPLE_COLUMNS,
        { columns: missing.join(', ') },
        { field: 'fileUrl', missing },
      );
    }
    const at = columns.map((c) => header.indexOf(c));
    // A template downloaded from downloadOutputTemp carries a row of types under the header: not data.
    const rows = head.rows
      .filter((r, n) => !(n === 0 && isTypeRow(r, at, def)))
      .map((r) => at.map((i) => r[i] ?? null));
    if (!rows.length) throw new AppError(ErrorCode.APP_PREVIEW_SAMPLE_EMPTY, undefined, { field: 'fileUrl' });
    const now = this.deps.clock.now();
    await repo.saveSample(this.deps.db, {
      itemId,
      ownerId: actor.userId,
      fileUrl,
      columns,
      rows,
      createdAt: now,
      updatedAt: now,
    });
    return this.sampleOf(itemId, def);
  }
}

/** Is this the types row of a generated template (every cell names the column's declared type)? */
function isTypeRow(row: (string | null)[], at: number[], def: appRuns.AppDefinition): boolean {
  return def.output.columns.every((c, n) => {
    const cell = row[at[n]!];
    return Boolean(cell?.includes(c.type));
  });
}
