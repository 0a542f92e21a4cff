import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';
import { DEFAULT_COMMISSION_BP } from './billing.js';
import { DOWNLOAD_LINK_SECONDS } from './delivery.js';
import { GOODS_DOCUMENT_MAX_BYTES, GOODS_IMAGE_MAX_BYTES } from './goods.js';
import { PAY_TIMEOUT_MINUTES } from './orders.js';
import { TRUSTED_UPLOAD_MAX_MB } from './trusted-storage.js';

/**
 * Parameters and dictionaries of the admin console (paths of the renren console the spec's admin pages come from).
 *
 * Parameters (`sys/params`, permission sys:params:all): a code, a value, a remark, a value type and a rule. The
 * platform's tunables (TUNABLES) are built-in parameters, seeded with the defaults below: their code and type are
 * fixed, they cannot be deleted, and their value must be a whole number within their range. The server reads them
 * through its settings service, so a change applies to the next order, link or upload.
 *
 * Dictionaries (`sys/dict-type`, permission sys:dict:all): types (a unique key) and their items (a value unique in
 * its type, a label in each language). The contract's enumerations (enums.ts DICT) are seeded as locked types and
 * items: their keys and values cannot be changed or deleted, their labels can. `GET /sys/dict/type/all` serves the
 * stored dictionaries in the caller's language.
 */

const OPERATOR_PARAMS = { roles: [0], permission: 'sys:params:all' } as const;
const OPERATOR_DICT = { roles: [0], permission: 'sys:dict:all' } as const;

// --- parameter values -------------------------------------------------------------------------------------

/** How a parameter's value is read. */
export const PARAM_VALUE_TYPES = ['string', 'integer', 'number'] as const;
export type ParamValueType = (typeof PARAM_VALUE_TYPES)[number];

/** A built-in tunable: its type, range and default. */
export interface Tunable {
  valueType: 'integer';
  min: number;
  max: number;
  defaultValue: number;
}

const MB = 1024 * 1024;

/** The platform's tunables, by parameter code. */
export const TUNABLES = {
  /** Commission of goods whose classification has no rate of its own, in basis points (1000 = 10%). */
  DEFAULT_COMMISSION_BP: { valueType: 'integer', min: 0, max: 10_000, defaultValue: DEFAULT_COMMISSION_BP },
  /** How long a submitted order waits for payment before it expires. */
  ORDER_PAY_TIMEOUT_MINUTES: { valueType: 'integer', min: 1, max: 1440, defaultValue: PAY_TIMEOUT_MINUTES },
  /** How long a signed download link of a data-package file stays valid. */
  DOWNLOAD_LINK_SECONDS: { valueType: 'integer', min: 30, max: 86_400, defaultValue: DOWNLOAD_LINK_SECONDS },
  /** Largest goods image (and cover) upload. */
  GOODS_IMAGE_MAX_MB: { valueType: 'integer', min: 1, max: 50, defaultValue: GOODS_IMAGE_MAX_BYTES / MB },
  /** Largest goods sample, demo or template upload. */
  GOODS_DOCUMENT_MAX_MB: {
    valueType: 'integer',
    min: 1,
    max: 200,
    defaultValue: GOODS_DOCUMENT_MAX_BYTES / MB,
  },
  /** Largest file uploaded into a trusted storage (the multipart limit of the server is 512 MB). */
  TRUSTED_UPLOAD_MAX_MB: { valueType: 'integer', min: 1, max: 512, defaultValue: TRUSTED_UPLOAD_MAX_MB },
} as const satisfies Record<string, Tunable>;
export type TunableCode = keyof typeof TUNABLES;
export const TUNABLE_CODES = Object.keys(TUNABLES) as TunableCode[];

export function isTunableCode(code: string): code is TunableCode {
  return Object.hasOwn(TUNABLES, code);
}

/** The rule text of a numeric range: `min..max`, either bound may be left out. */
export function rangeRule(min: number | null, max: number | null): string {
  return `${min ?? ''}..${max ?? ''}`;
}

const RANGE = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/;

/** A numeric rule's bounds, or null when the rule is not a range. An empty rule has no bounds. */
export function parseRange(rule: string): { min: number | null; max: number | null } | null {
  if (rule.trim() === '') return { min: null, max: null };
  const match = RANGE.exec(rule.trim());
  if (!match) return null;
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

/** A range as a message shows it: `1 – 1440`, `≥ 0`, `≤ 100`. */
export function formatRange(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${min} – ${max}`;
  return min !== null ? `≥ ${min}` : `≤ ${max ?? ''}`;
}

/** Whether a rule can be used with a value type: numbers take a range, text a regular expression (or none). */
export function ruleIsValid(valueType: ParamValueType, rule: string): boolean {
  if (rule === '') return true;
  if (valueType === 'integer' || valueType === 'number') return parseRange(rule) !== null;
  try {
    new RegExp(rule, 'u');
    return true;
  } catch {
    return false;
  }
}

/** Why a value does not fit its parameter, with what the message names. */
export type ValueProblem =
  | { reason: 'integer' | 'number' }
  | { reason: 'range'; min: number | null; max: number | null }
  | { reason: 'pattern'; rule: string };

/** The longest value checked against a regular expression: a longer one does not match (bounded matching time). */
export const PATTERN_VALUE_MAX = 500;

/** Checks a value against its type and rule (an invalid rule is refused by ruleIsValid before). */
export function valueProblem(valueType: ParamValueType, rule: string, value: string): ValueProblem | null {
  if (valueType === 'string') {
    if (rule === '' || !ruleIsValid('string', rule)) return null;
    if (value.length > PATTERN_VALUE_MAX) return { reason: 'pattern', rule };
    return new RegExp(rule, 'u').test(value) ? null : { reason: 'pattern', rule };
  }
  const pattern = valueType === 'integer' ? /^-?\d{1,15}$/ : /^-?\d{1,15}(\.\d{1,10})?$/;
  if (!pattern.test(value.trim())) return { reason: valueType };
  const range = parseRange(rule);
  if (!range) return null;
  const n = Number(value.trim());
  if ((range.min !== null && n < range.min) || (range.max !== null && n > range.max)) {
    return { reason: 'range', ...range };
  }
  return null;
}

// --- parameters -------------------------------------------------------------------------------------------

export const PARAM_CODE = /^[A-Za-z][A-Za-z0-9_.]{1,63}$/;

export const zParam = z.object({
  id: z.string(),
  paramCode: z.string(),
  paramValue: z.string(),
  remark: z.string(),
  valueType: z.enum(PARAM_VALUE_TYPES),
  /** Integers and numbers: `min..max`; text: a regular expression; empty: none. */
  rule: z.string(),
  /** A tunable of the platform: code, type and rule fixed, never deleted. */
  builtIn: z.boolean(),
  /** The tunable's default (built-in only). */
  defaultValue: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type Param = z.infer<typeof zParam>;

const zParamFields = z.object({
  paramCode: z.string().trim().regex(PARAM_CODE),
  paramValue: z.string().trim().max(2000),
  remark: z.string().trim().max(200).default(''),
  valueType: z.enum(PARAM_VALUE_TYPES).default('string'),
  rule: z.string().trim().max(200).default(''),
});
export type ParamFields = z.input<typeof zParamFields>;

export const paramPage = defineEndpoint({
  id: 'settings.paramPage',
  method: 'GET',
  path: '/sys/params/page',
  summary: 'Parameters page by page (built-in first, then by code); `paramCode` filters by part of the code.',
  access: OPERATOR_PARAMS,
  query: zPageParams.extend({ paramCode: z.string().trim().max(64).optional() }),
  response: zPage(zParam),
});

/** The upload limits now in force, in MB: the web checks a chosen file against them before sending it. */
export const zUploadLimits = z.object({
  goodsImageMb: z.number().int(),
  goodsDocumentMb: z.number().int(),
  trustedUploadMb: z.number().int(),
});
export type UploadLimits = z.infer<typeof zUploadLimits>;

/** The contract's defaults of the upload limits (what the server applies until an operator changes them). */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  goodsImageMb: TUNABLES.GOODS_IMAGE_MAX_MB.defaultValue,
  goodsDocumentMb: TUNABLES.GOODS_DOCUMENT_MAX_MB.defaultValue,
  trustedUploadMb: TUNABLES.TRUSTED_UPLOAD_MAX_MB.defaultValue,
};

export const uploadLimits = defineEndpoint({
  id: 'settings.uploadLimits',
  method: 'GET',
  path: '/sys/params/upload-limits',
  summary:
    'The upload limits now in force (the tunables GOODS_IMAGE_MAX_MB, GOODS_DOCUMENT_MAX_MB, TRUSTED_UPLOAD_MAX_MB), for checking a file before it is sent.',
  access: 'user',
  response: zUploadLimits,
});

export const paramGet = defineEndpoint({
  id: 'settings.paramGet',
  method: 'GET',
  path: '/sys/params/{id}',
  summary: 'One parameter.',
  access: OPERATOR_PARAMS,
  response: zParam,
});

export const paramAdd = defineEndpoint({
  id: 'settings.paramAdd',
  method: 'POST',
  path: '/sys/params',
  summary: 'Adds a parameter: its code is unique, its value must fit its type and rule.',
  access: OPERATOR_PARAMS,
  body: zParamFields,
  response: zParam,
});

export const paramUpdate = defineEndpoint({
  id: 'settings.paramUpdate',
  method: 'PUT',
  path: '/sys/params',
  summary:
    'Edits a parameter. A built-in tunable keeps its code, type and rule (only its value and remark change); its value must be a whole number in its range.',
  access: OPERATOR_PARAMS,
  body: zParamFields.extend({ id: zId }),
  response: zParam,
});

export const paramDelete = defineEndpoint({
  id: 'settings.paramDelete',
  method: 'DELETE',
  path: '/sys/params',
  summary: 'Deletes parameters (all or none): refused when one is a built-in tunable.',
  access: OPERATOR_PARAMS,
  body: z.array(zId).min(1).max(100),
  response: z.null(),
});

// --- dictionaries -----------------------------------------------------------------------------------------

export const DICT_TYPE_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export const zDictTypeRow = z.object({
  id: z.string(),
  dictType: z.string(),
  dictName: z.string(),
  remark: z.string(),
  sort: z.number().int(),
  /** Seeded from the contract: its key cannot change and it cannot be deleted. */
  locked: z.boolean(),
  itemCount: z.number().int(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type DictTypeRow = z.infer<typeof zDictTypeRow>;

const zSort = z.coerce.number().int().min(0).max(99_999).default(0);

const zDictTypeFields = z.object({
  dictType: z.string().trim().regex(DICT_TYPE_KEY),
  dictName: z.string().trim().min(1).max(100),
  remark: z.string().trim().max(200).default(''),
  sort: zSort,
});
export type DictTypeFields = z.input<typeof zDictTypeFields>;

export const dictTypePage = defineEndpoint({
  id: 'settings.dictTypePage',
  method: 'GET',
  path: '/sys/dict/type/page',
  summary: 'Dictionary types page by page (by sort, then key); `dictType` and `dictName` filter by part.',
  access: OPERATOR_DICT,
  query: zPageParams.extend({
    dictType: z.string().trim().max(64).optional(),
    dictName: z.string().trim().max(100).optional(),
  }),
  response: zPage(zDictTypeRow),
});

export const dictTypeGet = defineEndpoint({
  id: 'settings.dictTypeGet',
  method: 'GET',
  path: '/sys/dict/type/{id}',
  summary: 'One dictionary type.',
  access: OPERATOR_DICT,
  response: zDictTypeRow,
});

export const dictTypeAdd = defineEndpoint({
  id: 'settings.dictTypeAdd',
  method: 'POST',
  path: '/sys/dict/type',
  summary: 'Adds a dictionary type (its key is unique).',
  access: OPERATOR_DICT,
  body: zDictTypeFields,
  response: zDictTypeRow,
});

export const dictTypeUpdate = defineEndpoint({
  id: 'settings.dictTypeUpdate',
  method: 'PUT',
  path: '/sys/dict/type',
  summary: 'Edits a dictionary type; a locked type keeps its key.',
  access: OPERATOR_DICT,
  body: zDictTypeFields.extend({ id: zId }),
  response: zDictTypeRow,
});

export const dictTypeDelete = defineEndpoint({
  id: 'settings.dictTypeDelete',
  method: 'DELETE',
  path: '/sys/dict/type',
  summary: 'Deletes dictionary types with their items (all or none): refused when one is locked.',
  access: OPERATOR_DICT,
  body: z.array(zId).min(1).max(100),
  response: z.null(),
});

export const zDictItem = z.object({
  id: z.string(),
  dictTypeId: z.string(),
  dictValue: z.string(),
  labelZhCn: z.string(),
  labelZhTw: z.string(),
  labelEnUs: z.string(),
  remark: z.string(),
  sort: z.number().int(),
  /** A value the code depends on: it cannot be changed or deleted (its labels can). */
  locked: z.boolean(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type DictItem = z.infer<typeof zDictItem>;

const zLabel = z.string().trim().min(1).max(100);
const zDictItemFields = z.object({
  dictValue: z.string().trim().min(1).max(64),
  labelZhCn: zLabel,
  labelZhTw: zLabel,
  labelEnUs: zLabel,
  remark: z.string().trim().max(200).default(''),
  sort: zSort,
});
export type DictItemFields = z.input<typeof zDictItemFields>;

export const dictDataPage = defineEndpoint({
  id: 'settings.dictDataPage',
  method: 'GET',
  path: '/sys/dict/data/page',
  summary: 'The items of a dictionary type page by page (by sort); `label` filters by part of any label.',
  access: OPERATOR_DICT,
  query: zPageParams.extend({
    dictTypeId: zId,
    label: z.string().trim().max(100).optional(),
  }),
  response: zPage(zDictItem),
});

export const dictDataGet = defineEndpoint({
  id: 'settings.dictDataGet',
  method: 'GET',
  path: '/sys/dict/data/{id}',
  summary: 'One dictionary item.',
  access: OPERATOR_DICT,
  response: zDictItem,
});

export const dictDataAdd = defineEndpoint({
  id: 'settings.dictDataAdd',
  method: 'POST',
  path: '/sys/dict/data',
  summary: 'Adds an item to a dictionary type (its value is unique in the type).',
  access: OPERATOR_DICT,
  body: zDictItemFields.extend({ dictTypeId: zId }),
  response: zDictItem,
});

export const dictDataUpdate = defineEndpoint({
  id: 'settings.dictDataUpdate',
  method: 'PUT',
  path: '/sys/dict/data',
  summary: 'Edits a dictionary item; a locked item keeps its value (its labels, remark and sort change).',
  access: OPERATOR_DICT,
  body: zDictItemFields.extend({ id: zId }),
  response: zDictItem,
});

export const dictDataDelete = defineEndpoint({
  id: 'settings.dictDataDelete',
  method: 'DELETE',
  path: '/sys/dict/data',
  summary: 'Deletes dictionary items (all or none): refused when one is locked.',
  access: OPERATOR_DICT,
  body: z.array(zId).min(1).max(100),
  response: z.null(),
});
