import type { catalog } from '@datamall/contract';
import type {
  ClassificationWithCount,
  ClassTagRow,
  FreeTagRow,
  SecurityLevelRow,
} from './catalog.repository.js';
import type { TreeOf } from './catalog.tree.js';

export function toClassification(row: ClassificationWithCount): catalog.Classification {
  return {
    id: String(row.id),
    classify: row.classify,
    parentId: row.parentId === null ? null : String(row.parentId),
    name: row.name,
    nameEn: row.nameEn,
    itemType: row.itemType,
    sort: row.sort,
    icon: row.icon,
    status: row.status,
    tagCount: row.tagCount,
    createDate: row.createdAt.toISOString(),
  };
}

export function toClassificationNode(node: TreeOf<ClassificationWithCount>): catalog.ClassificationNode {
  return { ...toClassification(node), children: node.children.map(toClassificationNode) };
}

export function toClassTag(row: ClassTagRow): catalog.ClassTag {
  return {
    id: String(row.id),
    classificationId: String(row.classificationId),
    classificationName: row.classificationName,
    name: row.name,
    sort: row.sort,
    createDate: row.createdAt.toISOString(),
  };
}

export function toFreeTag(row: FreeTagRow): catalog.FreeTag {
  return { id: String(row.id), name: row.name, sort: row.sort };
}

export function toSecurityLevel(row: SecurityLevelRow): catalog.SecurityLevel {
  return {
    id: String(row.id),
    level: row.level,
    name: row.name,
    description: row.description,
    maskingRule: row.maskingRule as catalog.MaskingRule,
    createDate: row.createdAt.toISOString(),
  };
}
