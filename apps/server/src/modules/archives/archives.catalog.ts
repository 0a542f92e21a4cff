import { archives } from '@datamall/contract';
import type { ArchiveQueryName } from '@datamall/contract/vehicle-archive';

type QueryInfo = (typeof archives.ARCHIVE_QUERIES)[number];

export const ARCHIVE_QUERIES_BY_NAME = Object.fromEntries(
  archives.ARCHIVE_QUERIES.map((q) => [q.query, q]),
) as Record<ArchiveQueryName, QueryInfo>;

/** A listed archive good as the pages price it: its pay-as-you-go SKU and its count packs. */
export interface ArchiveGoodView {
  name: string;
  payAsYouGo: { skuId: number; price: bigint } | null;
  packs: { skuId: number; name: string; useCount: number; price: bigint }[];
}

export function catalogEntry(
  q: QueryInfo,
  itemId: number | null,
  good: ArchiveGoodView | null,
): archives.ArchiveCatalogEntry {
  return {
    query: q.query,
    route: q.route,
    apiType: q.apiType,
    itemId: good && itemId ? String(itemId) : null,
    itemName: good?.name ?? '',
    pricePerQuery: good?.payAsYouGo ? good.payAsYouGo.price.toString() : null,
    packs: (good?.packs ?? []).map((p) => ({
      skuId: String(p.skuId),
      name: p.name,
      useCount: p.useCount,
      price: p.price.toString(),
    })),
  };
}
