import type { DatabaseTable } from '@datamall/contract';
import type { DatabaseTableRow } from './database-table.repository.js';

/** Row -> wire shape; `connection` is null when the connection was deleted since. */
export function toDatabaseTable(
  row: DatabaseTableRow,
  connection: { name: string; dbType: string } | null,
): DatabaseTable {
  return {
    id: String(row.id),
    connectionId: String(row.connectionId),
    connectionName: connection?.name ?? '',
    dbType: connection?.dbType ?? '',
    schema: row.schemaName,
    table: row.tableName,
    name: row.name,
    description: row.description,
    fields: row.fields,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}
