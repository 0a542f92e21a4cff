import { type DatabaseConnection, type DatabaseType, endpoints } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export interface ConnectionFilter {
  name?: string;
  dbType?: DatabaseType;
}

export const connectionsPageKey = ['connections', 'page'] as const;

/** POST /server/dataBase/queryDatabase: the caller's connections, newest first. */
export function fetchConnectionsPage(
  { page, limit, name, dbType }: PageParams & ConnectionFilter,
  signal?: AbortSignal,
): Promise<PageData<DatabaseConnection>> {
  return api(endpoints.connections.queryDatabase, { body: { page, limit, name, dbType }, signal });
}
