import { ErrorCode, settings } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import { assertValidParam, definitionOf, tunableValue } from './param-rules.js';
import { toParam } from './settings.presenter.js';
import * as repo from './settings.repository.js';
import { TtlCache } from './ttl-cache.js';

/**
 * How long a process keeps the stored parameters and dictionaries: a change made in another process applies here
 * within this time (at once in the process that made it).
 */
export const SETTINGS_CACHE_TTL_MS = 5_000;

export interface SettingsDeps {
  db: Db;
  clock: Clock;
  cacheTtlMs?: number;
}

type ParamInput = {
  paramCode: string;
  paramValue: string;
  remark: string;
  valueType: settings.ParamValueType;
  rule: string;
};

/**
 * The parameters of the admin console and the platform's tunables read from them. Tunables are seeded with the
 * contract's defaults; their code, type and rule are fixed, they are never deleted.
 */
export class ParamsService {
  private readonly values: TtlCache<Map<string, string>, DbOrTx>;

  constructor(private readonly deps: SettingsDeps) {
    this.values = new TtlCache(
      async (db) => new Map((await repo.listParams(db)).map((r) => [r.paramCode, r.paramValue])),
      deps.db,
      deps.cacheTtlMs ?? SETTINGS_CACHE_TTL_MS,
    );
  }

  /** Inserts the tunables not stored yet with their defaults (stored values are kept). */
  async sync(): Promise<void> {
    const now = this.deps.clock.now();
    await repo.insertMissingParams(
      this.deps.db,
      settings.TUNABLE_CODES.map((code) => {
        const tunable = settings.TUNABLES[code];
        return {
          paramCode: code,
          paramValue: String(tunable.defaultValue),
          valueType: tunable.valueType,
          rule: settings.rangeRule(tunable.min, tunable.max),
          builtIn: true,
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
    this.values.invalidate();
  }

  /**
   * A tunable's current value (its default when not stored or no longer valid). Inside a transaction, pass it
   * (see TtlCache.get).
   */
  async tunable(code: settings.TunableCode, tx?: DbOrTx): Promise<number> {
    return tunableValue(code, (await this.values.get(tx)).get(code));
  }

  async uploadLimits(): Promise<settings.UploadLimits> {
    const [goodsImageMb, goodsDocumentMb, trustedUploadMb] = await Promise.all([
      this.tunable('GOODS_IMAGE_MAX_MB'),
      this.tunable('GOODS_DOCUMENT_MAX_MB'),
      this.tunable('TRUSTED_UPLOAD_MAX_MB'),
    ]);
    return { goodsImageMb, goodsDocumentMb, trustedUploadMb };
  }

  async page(page: PageRequest, code?: string) {
    const found = await repo.pageParams(this.deps.db, page, code);
    return { total: found.total, list: found.list.map(toParam) };
  }

  async get(id: number): Promise<settings.Param> {
    return toParam(await this.existing(id));
  }

  async add(input: ParamInput): Promise<settings.Param> {
    if (settings.isTunableCode(input.paramCode)) {
      throw new AppError(ErrorCode.PARAM_CODE_TAKEN, { code: input.paramCode });
    }
    assertValidParam(input);
    const now = this.deps.clock.now();
    const row = await this.uniqueCode(input.paramCode, () =>
      repo.insertParam(this.deps.db, { ...input, builtIn: false, createdAt: now, updatedAt: now }),
    );
    this.values.invalidate();
    return toParam(row);
  }

  async update(id: number, input: ParamInput): Promise<settings.Param> {
    const row = await this.existing(id);
    if (row.builtIn) assertBuiltInKept(row, input);
    const definition = row.builtIn ? definitionOf(row.paramCode, input.valueType, input.rule) : input;
    const next = { ...input, ...definition, paramCode: row.builtIn ? row.paramCode : input.paramCode };
    assertValidParam(next);
    if (!row.builtIn && settings.isTunableCode(next.paramCode)) {
      throw new AppError(ErrorCode.PARAM_CODE_TAKEN, { code: next.paramCode });
    }
    const saved = await this.uniqueCode(next.paramCode, () =>
      repo.updateParam(this.deps.db, id, { ...next, updatedAt: this.deps.clock.now() }),
    );
    this.values.invalidate();
    return toParam(saved);
  }

  /** Deletes all or none: a built-in parameter among them refuses the whole call. */
  async remove(ids: number[]): Promise<void> {
    const rows = await repo.findParams(this.deps.db, ids);
    if (rows.length !== new Set(ids).size) throw notFound();
    const builtIn = rows.find((r) => r.builtIn);
    if (builtIn) throw new AppError(ErrorCode.PARAM_BUILT_IN, { code: builtIn.paramCode });
    await repo.deleteParams(this.deps.db, ids);
    this.values.invalidate();
  }

  private async existing(id: number) {
    const row = await repo.findParam(this.deps.db, id);
    if (!row) throw notFound();
    return row;
  }

  private async uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'sys_params_code_uq'))
        throw new AppError(ErrorCode.PARAM_CODE_TAKEN, { code });
      throw error;
    }
  }
}

/** A built-in parameter's code, type and rule are the contract's: a call changing them is refused. */
function assertBuiltInKept(row: repo.ParamRow, input: ParamInput): void {
  const fixed = definitionOf(row.paramCode, input.valueType, input.rule);
  const changed =
    input.paramCode !== row.paramCode ||
    input.valueType !== fixed.valueType ||
    (input.rule !== '' && input.rule !== fixed.rule);
  if (changed) throw new AppError(ErrorCode.PARAM_BUILT_IN_FIXED, { code: row.paramCode });
}
