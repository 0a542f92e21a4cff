import { archives, type Locale } from '@datamall/contract';
import {
  ARCHIVE_QUERY_DESCRIPTIONS,
  ARCHIVE_QUERY_TITLES,
  type ArchiveQueryName,
} from '@datamall/contract/vehicle-archive';

export function queryTitle(query: ArchiveQueryName, locale: Locale): string {
  return ARCHIVE_QUERY_TITLES[query][locale];
}

export function queryDescription(query: ArchiveQueryName, locale: Locale): string {
  return ARCHIVE_QUERY_DESCRIPTIONS[query][locale];
}

/** The spec's api_type of a query: 1 vehicle insurance info, 2 vehicle driving info. */
export function apiTypeOf(query: ArchiveQueryName): 1 | 2 {
  return archives.ARCHIVE_QUERIES.find((q) => q.query === query)?.apiType ?? 2;
}
