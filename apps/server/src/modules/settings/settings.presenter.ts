import { settings } from '@datamall/contract';
import type { DictDataRow, DictTypeWithCount, ParamRow } from './settings.repository.js';

export function toParam(row: ParamRow): settings.Param {
  const tunable = settings.isTunableCode(row.paramCode) ? settings.TUNABLES[row.paramCode] : null;
  return {
    id: String(row.id),
    paramCode: row.paramCode,
    paramValue: row.paramValue,
    remark: row.remark,
    valueType: row.valueType as settings.ParamValueType,
    rule: row.rule,
    builtIn: row.builtIn,
    defaultValue: row.builtIn && tunable ? String(tunable.defaultValue) : null,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}

export function toDictType(row: DictTypeWithCount): settings.DictTypeRow {
  return {
    id: String(row.id),
    dictType: row.dictType,
    dictName: row.dictName,
    remark: row.remark,
    sort: row.sort,
    locked: row.locked,
    itemCount: row.itemCount,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}

export function toDictItem(row: DictDataRow): settings.DictItem {
  return {
    id: String(row.id),
    dictTypeId: String(row.dictTypeId),
    dictValue: row.dictValue,
    labelZhCn: row.labelZhCn,
    labelZhTw: row.labelZhTw,
    labelEnUs: row.labelEnUs,
    remark: row.remark,
    sort: row.sort,
    locked: row.locked,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}
