import { and, isNotNull, ne } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { SourceStatus } from './assets.policy.js';
import { dataSource } from './assets.table.js';

/**
 * The assets as a page of grants shows and filters them, as a subquery the grants module joins into its own
 * statement: a page filtered by asset name, or of a consumer's grants on listed assets only, is then read and
 * counted in one statement each, as before grants had their own module. Assets owns these columns and the listed
 * rule; grants never names an asset column itself.
 */
export const grantedSource = new QueryBuilder()
  .select({
    id: dataSource.id,
    name: dataSource.name,
    status: dataSource.status,
    listedVersion: dataSource.listedVersion,
  })
  .from(dataSource)
  .as('granted_source');

/** Listed (visible to consumers): approved once and not disabled, as `isListed` decides for a row. */
export const grantedSourceIsListed = and(
  isNotNull(grantedSource.listedVersion),
  ne(grantedSource.status, SourceStatus.DISABLED),
)!;
