import type { ConnectionTestResult, DatabaseConnection, DatabaseType, Locale } from '@datamall/contract';
import { ErrorCode, errorMessage } from '@datamall/contract';
import type { ConnectionRow } from './connection.repository.js';
import type { TestOutcome } from './connection.service.js';
import { CONNECT_TIMEOUT_MS } from './connectors.js';

/** Parameters of the stored reason's message: the row's own host and database. */
function reasonParams(row: ConnectionRow): Record<string, string | number> {
  return {
    host: row.host,
    port: row.port,
    database: row.databaseName,
    seconds: CONNECT_TIMEOUT_MS / 1000,
    detail: '',
    name: '',
  };
}

/** Row -> wire shape: the password is never part of it, only whether one is saved. */
export function toDatabaseConnection(row: ConnectionRow, locale: Locale, ownerName = ''): DatabaseConnection {
  return {
    id: String(row.id),
    ownerId: String(row.ownerId),
    ownerName,
    name: row.name,
    dbType: row.dbType as DatabaseType,
    host: row.host,
    port: row.port,
    database: row.databaseName,
    username: row.username,
    hasPassword: row.passwordEnc !== '',
    sslMode: row.params.sslMode,
    schema: row.params.schema,
    lastTestCode: row.lastTestCode,
    lastTestMessage:
      row.lastTestCode === null ? '' : errorMessage(row.lastTestCode as ErrorCode, locale, reasonParams(row)),
    lastTestVersion: row.lastTestVersion,
    lastTestAt: row.lastTestAt?.toISOString() ?? null,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}

export function toTestResult(outcome: TestOutcome, locale: Locale): ConnectionTestResult {
  return {
    ok: outcome.code === ErrorCode.SUCCESS,
    code: outcome.code,
    message: errorMessage(outcome.code as ErrorCode, locale, outcome.params),
    serverVersion: outcome.serverVersion,
    elapsedMs: outcome.elapsedMs,
    receipt: outcome.receipt,
  };
}
