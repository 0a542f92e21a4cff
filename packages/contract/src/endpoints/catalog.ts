import { z } from 'zod';
import { defineEndpoint, OPERATOR_ONLY, zId, zPage, zPageParams } from '../endpoint.js';
import { valuesOf, zEnumOf } from '../enum-values.js';
import { MASKING_RULES } from '../masking.js';

const OPERATOR = OPERATOR_ONLY;

/** The classification trees: data sources 1, goods 2, brands 3. */
export const Classify = { DATA_SOURCE: 1, GOODS: 2, BRAND: 3 } as const;
export type Classify = (typeof Classify)[keyof typeof Classify];
export const CLASSIFY_VALUES = valuesOf(Classify);
const zClassify = zEnumOf(Classify);

/** Masking of previews (rules, kinds of columns, maskCell): see masking.ts. */
export {
  type ColumnKind,
  columnKind,
  MASKING_RULES,
  type MaskingRule,
  maskCell,
} from '../masking.js';

const zName = z.string().trim().min(1).max(50);
const zSort = z.coerce.number().int().min(0).max(99999).default(0);

// --- classifications --------------------------------------------------------------------------------------

export const zClassification = z.object({
  id: z.string(),
  /** Tree: data sources 1, goods 2, brands 3. */
  classify: z.number().int(),
  /** null for a root. */
  parentId: z.string().nullable(),
  name: z.string(),
  nameEn: z.string(),
  /** Goods item type the node is limited to; null: every type. */
  itemType: z.number().int().nullable(),
  sort: z.number().int(),
  icon: z.string(),
  /** disabled 0, enabled 1 */
  status: z.number().int(),
  tagCount: z.number().int(),
  createDate: z.string(),
});
export type Classification = z.infer<typeof zClassification>;

export type ClassificationNode = Classification & { children: ClassificationNode[] };
export const zClassificationNode: z.ZodType<ClassificationNode> = zClassification.extend({
  get children() {
    return z.array(zClassificationNode);
  },
});

const zClassificationFields = z.object({
  /** null or absent: a root. */
  parentId: zId.nullable().optional(),
  name: zName,
  nameEn: z.string().trim().max(100).default(''),
  itemType: z.coerce.number().int().min(0).max(20).nullable().optional(),
  sort: zSort,
  icon: z.string().trim().max(200).default(''),
  status: z.coerce.number().int().min(0).max(1).default(1),
});

export const querySourceClassification = defineEndpoint({
  id: 'catalog.querySourceClassification',
  method: 'POST',
  path: '/server/sourceClassification/querySourceClassification',
  summary:
    'Paged roots of a tree, each with its whole subtree, ordered by sort; with `name`, the matching nodes of any depth.',
  access: OPERATOR,
  operationLog: false,
  body: zPageParams.extend({
    classify: zClassify,
    name: z.string().trim().max(50).optional(),
  }),
  response: zPage(zClassificationNode),
});

export const addSourceClassification = defineEndpoint({
  id: 'catalog.addSourceClassification',
  method: 'POST',
  path: '/server/sourceClassification/addSourceClassification',
  summary: 'Add a node (operator); names are unique among siblings.',
  access: OPERATOR,
  body: zClassificationFields.extend({ classify: zClassify }),
  response: zClassification,
});

export const updateSourceClassification = defineEndpoint({
  id: 'catalog.updateSourceClassification',
  method: 'POST',
  path: '/server/sourceClassification/updateSourceClassification',
  summary: 'Edit or move a node within its tree (operator); never under itself or its descendants.',
  access: OPERATOR,
  body: zClassificationFields.extend({ id: zId }),
  response: zClassification,
});

export const deleteSourceClassification = defineEndpoint({
  id: 'catalog.deleteSourceClassification',
  method: 'DELETE',
  path: '/server/sourceClassification/deleteSourceClassification',
  summary: 'Delete a node (operator): refused while it has children or tags or is used.',
  access: OPERATOR,
  query: z.object({ id: zId }),
  response: z.null(),
});

export const zClassTag = z.object({
  id: z.string(),
  classificationId: z.string(),
  /** Name of the classification, for lists across a tree. */
  classificationName: z.string(),
  name: z.string(),
  sort: z.number().int(),
  createDate: z.string(),
});
export type ClassTag = z.infer<typeof zClassTag>;

export const addClassTag = defineEndpoint({
  id: 'catalog.addClassTag',
  method: 'POST',
  path: '/server/sourceClassification/addTag',
  summary: 'Add a tag to a classification (operator); unique within it.',
  access: OPERATOR,
  body: z.object({ classificationId: zId, name: zName, sort: zSort }),
  response: zClassTag,
});

export const updateClassTag = defineEndpoint({
  id: 'catalog.updateClassTag',
  method: 'POST',
  path: '/server/sourceClassification/updateTag',
  summary: 'Rename or re-sort a classification tag (operator).',
  access: OPERATOR,
  body: z.object({ id: zId, name: zName, sort: zSort }),
  response: zClassTag,
});

export const deleteClassTag = defineEndpoint({
  id: 'catalog.deleteClassTag',
  method: 'DELETE',
  path: '/server/sourceClassification/deleteTag',
  summary: 'Delete a classification tag (operator): refused while used.',
  access: OPERATOR,
  query: z.object({ id: zId }),
  response: z.null(),
});

/**
 * The catalog's names in Traditional characters (Taiwan; OpenCC `cn` -> `tw`, no regional vocabulary: 数据 ->
 * 數據): the operator writes them in Simplified, and the zh-TW interface shows them converted.
 */
export const traditionalNames = defineEndpoint({
  id: 'catalog.traditionalNames',
  method: 'GET',
  path: '/server/sourceClassification/traditionalNames',
  summary:
    'Public (zh-TW interface): the name of every classification, brand and tag of the three trees that reads differently in Traditional characters, as a map from the stored (Simplified) name to the Traditional one.',
  access: 'public',
  response: z.record(z.string(), z.string()),
});

export const queryAll = defineEndpoint({
  id: 'catalog.queryAll',
  method: 'GET',
  path: '/server/sourceClassification/queryAll',
  summary:
    'Whole tree of a kind (public: mall facets). itemType keeps nodes limited to that type or to none; brandId answers only the subtree of that node.',
  access: 'public',
  query: z.object({
    classify: zClassify,
    itemType: z.coerce.number().int().min(0).max(20).optional(),
    brandId: zId.optional(),
    /** Include disabled nodes (the operator's editor); the mall leaves it out. */
    withDisabled: z.coerce.number().int().min(0).max(1).optional(),
  }),
  response: z.array(zClassificationNode),
});

export const queryAllTags = defineEndpoint({
  id: 'catalog.queryAllTags',
  method: 'GET',
  path: '/server/sourceClassification/queryAllTags',
  summary: 'Every tag of a tree, or of one classification (public: mall facets).',
  access: 'public',
  query: z.object({ classify: zClassify, classificationId: zId.optional() }),
  response: z.array(zClassTag),
});

export const queryCategoryAll = defineEndpoint({
  id: 'catalog.queryCategoryAll',
  method: 'GET',
  path: '/server/sourceClassification/queryCategoryAll',
  summary: 'A node with its ancestors (root first) and its direct children.',
  access: 'user',
  query: z.object({ categoryId: zId }),
  response: z.object({
    node: zClassification,
    path: z.array(zClassification),
    children: z.array(zClassification),
  }),
});

// --- free tags --------------------------------------------------------------------------------------------

export const zFreeTag = z.object({ id: z.string(), name: z.string(), sort: z.number().int() });
export type FreeTag = z.infer<typeof zFreeTag>;

export const queryTagsById = defineEndpoint({
  id: 'tags.queryTagsById',
  method: 'POST',
  path: '/server/tag/queryTagsById',
  summary: 'Free tags by id; `id` is one id or a comma-separated list (unknown ids are left out).',
  access: 'user',
  operationLog: false,
  query: z.object({
    id: z
      .string()
      .trim()
      .regex(/^\d+(,\d+){0,99}$/),
  }),
  response: z.array(zFreeTag),
});

export const likeTagName = defineEndpoint({
  id: 'tags.likeTagName',
  method: 'POST',
  path: '/server/tag/likeTagName',
  summary: 'Type-ahead: at most 10 free tags, names starting with the text first, then containing it.',
  access: 'user',
  operationLog: false,
  body: z.object({ name: z.string().trim().min(1).max(50) }),
  response: z.array(zFreeTag),
});

export const addFreeTag = defineEndpoint({
  id: 'tags.addTag',
  method: 'POST',
  path: '/server/tag/addTag',
  summary: 'Add a free tag (operator); names are unique.',
  access: OPERATOR,
  body: z.object({ name: zName, sort: zSort }),
  response: zFreeTag,
});

export const updateFreeTag = defineEndpoint({
  id: 'tags.updateTag',
  method: 'POST',
  path: '/server/tag/updateTag',
  summary: 'Rename or re-sort a free tag (operator).',
  access: OPERATOR,
  body: z.object({ id: zId, name: zName, sort: zSort }),
  response: zFreeTag,
});

export const deleteFreeTag = defineEndpoint({
  id: 'tags.deleteTag',
  method: 'DELETE',
  path: '/server/tag/deleteTag',
  summary: 'Delete a free tag (operator): refused while used.',
  access: OPERATOR,
  query: z.object({ id: zId }),
  response: z.null(),
});

// --- security grades --------------------------------------------------------------------------------------

export const zSecurityLevel = z.object({
  id: z.string(),
  /** Higher is more sensitive; unique. */
  level: z.number().int(),
  name: z.string(),
  description: z.string(),
  maskingRule: z.enum(MASKING_RULES),
  createDate: z.string(),
});
export type SecurityLevel = z.infer<typeof zSecurityLevel>;

const zSecurityLevelFields = z.object({
  level: z.coerce.number().int().min(0).max(999),
  name: zName,
  description: z.string().trim().max(300).default(''),
  maskingRule: z.enum(MASKING_RULES),
});

export const querySecurityLevelPage = defineEndpoint({
  id: 'securityLevel.queryByPage',
  method: 'POST',
  path: '/server/securityLevel/queryByPage',
  summary: 'Security grades by level (operator); filter name contains.',
  access: OPERATOR,
  operationLog: false,
  body: zPageParams.extend({
    name: z.string().trim().max(50).optional(),
  }),
  response: zPage(zSecurityLevel),
});

export const addSecurityLevel = defineEndpoint({
  id: 'securityLevel.add',
  method: 'POST',
  path: '/server/securityLevel/add',
  summary: 'Add a grade (operator); level and name unique.',
  access: OPERATOR,
  body: zSecurityLevelFields,
  response: zSecurityLevel,
});

export const updateSecurityLevel = defineEndpoint({
  id: 'securityLevel.update',
  method: 'POST',
  path: '/server/securityLevel/update',
  summary: 'Edit a grade (operator).',
  access: OPERATOR,
  body: zSecurityLevelFields.extend({ id: zId }),
  response: zSecurityLevel,
});

export const queryAllSecurityLevel = defineEndpoint({
  id: 'securityLevel.queryAll',
  method: 'GET',
  path: '/server/securityLevel/queryAllSecurityLevel',
  summary: 'Every grade, lowest level first (any logged-in user: asset forms).',
  access: 'user',
  response: z.array(zSecurityLevel),
});

export const deleteSecurityLevel = defineEndpoint({
  id: 'securityLevel.delete',
  method: 'DELETE',
  path: '/server/securityLevel/delete',
  summary: 'Delete a grade (operator): refused while used.',
  access: OPERATOR,
  query: z.object({ id: zId }),
  response: z.null(),
});
