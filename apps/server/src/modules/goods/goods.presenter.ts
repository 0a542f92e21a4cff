import type { goods } from '@datamall/contract';
import type { BindingRow, ItemRow, SkuRow } from './goods.repository.js';
import type { ItemLookups } from './goods.service.js';
import type { BindingView } from './goods-bindings.service.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toItem(row: ItemRow, lookups: ItemLookups): goods.Item {
  const stats = lookups.stats.get(row.id);
  const classification =
    row.classificationId === null ? undefined : lookups.classifications.get(row.classificationId);
  const brand = row.brandId === null ? undefined : lookups.brands.get(row.brandId);
  return {
    id: String(row.id),
    itemType: row.itemType,
    ownerId: String(row.ownerId),
    ownerName: lookups.owners.get(row.ownerId) ?? '',
    name: row.name,
    classificationId: row.classificationId === null ? null : String(row.classificationId),
    classificationName: classification?.name ?? '',
    classificationNameEn: classification?.nameEn ?? '',
    tags: row.tags,
    brandId: row.brandId === null ? null : String(row.brandId),
    brandName: brand?.name ?? '',
    brandNameEn: brand?.nameEn ?? '',
    coverImage: row.coverImage,
    images: row.images,
    summary: row.summary,
    productStatus: row.productStatus,
    publishType: row.publishType,
    deleteStatus: row.deleteStatus,
    openReview: (row.openReview as goods.Item['openReview']) ?? null,
    processInstanceId:
      row.openReview !== null && row.processInstanceId !== null ? String(row.processInstanceId) : null,
    lastReview: row.lastReview ?? null,
    minPrice: stats?.minPrice == null ? null : stats.minPrice.toString(),
    skuCount: stats?.skuCount ?? 0,
    sourceCount: lookups.sourceCounts.get(row.id) ?? 0,
    viewCount: lookups.views.get(row.id) ?? row.viewCount,
    listedDate: iso(row.listedAt),
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}

/** A SKU; `full` false hides what only the owner and the operator see (pending changes, review comment). */
export function toSku(row: SkuRow, full = true): goods.Sku {
  return {
    id: String(row.id),
    itemId: String(row.itemId),
    name: row.name,
    billingMode: row.billingMode,
    price: row.price.toString(),
    useCount: row.useCount,
    periodUnit: (row.periodUnit as goods.Sku['periodUnit']) ?? null,
    periodCount: row.periodCount,
    stock: row.stock,
    validityDays: row.validityDays,
    negotiable: row.negotiable,
    enabled: row.enabled,
    description: row.description,
    sort: row.sort,
    auditStatus: row.auditStatus,
    pendingChanges: full && row.pendingChanges ? { ...row.pendingChanges } : null,
    pendingPrice: full && row.pendingPrice !== null ? row.pendingPrice.toString() : null,
    reviewComment: full ? row.reviewComment : '',
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}

export function toItemSource(view: BindingView): goods.ItemSource {
  const b: BindingRow = view.binding;
  return {
    id: String(b.id),
    itemId: String(b.itemId),
    sourceId: String(b.sourceId),
    sourceName: view.sourceName,
    sourceStatus: view.sourceStatus,
    sourceVersion: b.sourceVersion,
    tables: view.tables.map((t) => ({ id: String(t.id), schema: t.schema, table: t.table })),
    remark: b.remark,
    createDate: b.createdAt.toISOString(),
  };
}

export function toItemDetail(detail: {
  item: ItemRow;
  skus: SkuRow[];
  bindings: BindingView[];
  lookups: ItemLookups;
  sampleFileType: string | null;
  viewer: 'owner' | 'operator';
  canEdit: boolean;
  actions: goods.ItemAction[];
}): goods.ItemDetail {
  const { item } = detail;
  return {
    ...toItem(item, detail.lookups),
    description: item.description,
    usageInstructions: item.usageInstructions,
    agreement: item.agreement,
    packageFiles: item.packageFiles,
    sampleFile: item.sampleFile,
    sampleFileType: detail.sampleFileType,
    appUrl: item.appUrl,
    apiType: item.apiType,
    skus: detail.skus.map((s) => toSku(s)),
    sources: detail.bindings.map(toItemSource),
    canEdit: detail.canEdit,
    actions: detail.actions,
    viewer: detail.viewer,
  };
}
