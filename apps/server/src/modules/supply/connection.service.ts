import type { DatabaseType } from '@datamall/contract';
import { ErrorCode, RoleType } from '@datamall/contract';
import { checkHost, type Lookup } from '@datamall/net-guard';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import { rewrapSecrets, type SecretBox } from '../../platform/secret-box.js';
import type { ConnectionRow } from './connection.repository.js';
import * as repo from './connection.repository.js';
import { type ReceiptOutcome, readReceipt, signReceipt } from './connection.test-receipt.js';
import { CONNECT_TIMEOUT_MS, type Connector, type ConnectTarget, openConnector } from './connectors.js';

export interface ConnectionInput {
  name: string;
  dbType: DatabaseType;
  host: string;
  port: number;
  database: string;
  username: string;
  password?: string | undefined;
  sslMode: 'disable' | 'require' | 'verify';
  schema?: string | undefined;
}

/** A connection to save, with the receipt of the test the user ran on the form (if any). */
export interface ConnectionSaveInput extends ConnectionInput {
  testReceipt?: string | undefined;
}

export interface TestOutcome {
  code: number;
  params?: Record<string, string | number>;
  serverVersion: string;
  elapsedMs: number;
  /** Signed outcome of a test of form fields (see connection.test-receipt.ts); '' for a saved connection. */
  receipt: string;
}

export const DATABASE_TEMPLATES = [
  { dbType: 'postgresql', label: 'PostgreSQL', defaultPort: 5432, versions: '10+' },
  { dbType: 'mysql', label: 'MySQL / MariaDB', defaultPort: 3306, versions: 'MySQL 5.7+, MariaDB 10.3+' },
] as const;

export const TEMPLATE_FIELDS = [
  { field: 'host', required: true },
  { field: 'port', required: true },
  { field: 'database', required: true },
  { field: 'username', required: true },
  { field: 'password', required: false },
  { field: 'sslMode', required: false },
  { field: 'schema', required: false },
];

/** Something on the platform that reads through a connection (an asset, a registered table). */
export interface ConnectionUser {
  connectionId: number;
  kind: 'asset' | 'table';
  name: string;
}
export type ConnectionUsageCheck = (db: DbOrTx, connectionIds: number[]) => Promise<ConnectionUser[]>;

export interface ConnectionServiceDeps {
  db: Db;
  clock: Clock;
  /** The connector key: signs the test receipts. */
  key: Buffer;
  /** Seals the saved passwords. */
  secrets: SecretBox;
  /** CONNECTOR_ALLOW_PRIVATE. */
  allowPrivate: boolean;
  connectTimeoutMs?: number;
  lookup?: Lookup;
}

/**
 * Database connections of suppliers and consumers: saved with encrypted passwords, tested and browsed through
 * live connectors. Only the owner uses a connection; the operator may list and read them.
 */
export class ConnectionService {
  private readonly usageChecks: ConnectionUsageCheck[] = [];

  constructor(private readonly deps: ConnectionServiceDeps) {}

  /** A connection the actor may read: the owner's, or any for the operator; else 404 (existence not told). */
  async getReadable(actor: Actor, id: number): Promise<ConnectionRow> {
    const row = await repo.findConnection(this.deps.db, id);
    if (!row || (actor.roleType !== RoleType.OPERATOR && row.ownerId !== actor.userId)) {
      throw new AppError(ErrorCode.NOT_FOUND);
    }
    return row;
  }

  /** A connection the actor owns; else 404. */
  async getOwned(actor: Actor, id: number): Promise<ConnectionRow> {
    return this.ownedBy(actor.userId, id);
  }

  private async ownedBy(ownerId: number, id: number): Promise<ConnectionRow> {
    const row = await repo.findConnection(this.deps.db, id);
    if (!row || row.ownerId !== ownerId) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }

  page(actor: Actor, page: PageRequest, filter: { name?: string | undefined; dbType?: string | undefined }) {
    const ownerId = actor.roleType === RoleType.OPERATOR ? undefined : actor.userId;
    return repo.pageConnections(this.deps.db, page, { ...filter, ownerId });
  }

  listOwn(actor: Actor, dbType?: string) {
    return repo.listConnections(this.deps.db, { ownerId: actor.userId, dbType });
  }

  /**
   * Saves a new connection. With the receipt of a test of exactly these fields (run by this owner moments
   * ago) the test's result is recorded with it; otherwise it is saved untested: the list never shows a
   * result for fields that were not tested.
   */
  async create(actor: Actor, input: ConnectionSaveInput): Promise<ConnectionRow> {
    const { db, clock } = this.deps;
    await this.assertNameFree(actor.userId, input.name);
    const now = clock.now();
    const tested = this.receiptFor(actor, input, input.password ?? '');
    return repo.insertConnection(db, {
      ownerId: actor.userId,
      ...this.columnsOf(input),
      passwordEnc: input.password ? await this.deps.secrets.seal(input.password) : '',
      ...(tested ? testColumns(tested) : {}),
      createdAt: now,
      updatedAt: now,
    });
  }

  /**
   * Updates a connection (an empty password keeps the saved one). A receipt of a test of the resulting fields
   * records that test's result; else the last result is kept only while every tested field is unchanged.
   */
  async update(actor: Actor, id: number, input: ConnectionSaveInput): Promise<ConnectionRow> {
    const current = await this.getOwned(actor, id);
    if (current.name !== input.name) await this.assertNameFree(actor.userId, input.name);
    const savedPassword = await this.passwordOf(current);
    const password = input.password ? input.password : savedPassword;
    const tested = this.receiptFor(actor, input, password);
    const testedFieldsChanged =
      current.dbType !== input.dbType ||
      current.host !== input.host.trim() ||
      current.port !== input.port ||
      current.databaseName !== input.database ||
      current.username !== input.username ||
      current.params.sslMode !== input.sslMode ||
      password !== savedPassword;
    return repo.updateConnection(this.deps.db, id, {
      ...this.columnsOf(input),
      // Empty keeps the saved password: the form never receives it back.
      ...(input.password ? { passwordEnc: await this.deps.secrets.seal(input.password) } : {}),
      ...(tested
        ? testColumns(tested)
        : testedFieldsChanged
          ? { lastTestCode: null, lastTestVersion: '', lastTestAt: null }
          : {}),
      updatedAt: this.deps.clock.now(),
    });
  }

  /** The outcome the input's test receipt vouches for with `password`, or null. */
  private receiptFor(actor: Actor, input: ConnectionSaveInput, password: string): ReceiptOutcome | null {
    return readReceipt(
      this.deps.key,
      input.testReceipt,
      this.targetOf(actor, input, password),
      this.deps.clock.now(),
    );
  }

  private targetOf(actor: Actor, input: ConnectionInput, password: string) {
    return {
      ownerId: actor.userId,
      dbType: input.dbType,
      host: input.host,
      port: input.port,
      database: input.database,
      username: input.username,
      password,
      sslMode: input.sslMode,
    };
  }

  /** Assets and registered tables keep their connection from being deleted (registered in app.ts). */
  registerUsageCheck(check: ConnectionUsageCheck): void {
    this.usageChecks.push(check);
  }

  /**
   * Deletes the owner's connections, refusing (and deleting none) while any is still used; when any id is not one
   * of the owner's connections, answers 404 and deletes none.
   */
  async delete(actor: Actor, ids: number[]): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const owned = await repo.lockOwnedConnections(tx, actor.userId, ids);
      const ownedIds = owned.map((c) => c.id);
      if (ownedIds.length !== new Set(ids).size) throw notFound();
      const users = (await Promise.all(this.usageChecks.map((check) => check(tx, ownedIds)))).flat();
      const first = users[0];
      if (first) {
        const connection = owned.find((c) => c.id === first.connectionId);
        const names = users.filter((u) => u.connectionId === first.connectionId).map((u) => u.name);
        throw new AppError(ErrorCode.CONNECTION_IN_USE, {
          name: connection?.name ?? String(first.connectionId),
          users: names.slice(0, 5).join(', ') + (names.length > 5 ? ' …' : ''),
        });
      }
      await repo.deleteConnections(tx, actor.userId, ownedIds);
    });
  }

  /** Tests a saved connection and records the result on it. */
  async testSaved(actor: Actor, id: number): Promise<TestOutcome> {
    const row = await this.getOwned(actor, id);
    const outcome = await this.test(await this.inputOf(row));
    await repo.updateConnection(this.deps.db, id, {
      lastTestCode: outcome.code,
      lastTestVersion: outcome.serverVersion,
      lastTestAt: this.deps.clock.now(),
    });
    return outcome;
  }

  /** Tests the form; with `id`, an empty password means the saved one of that (owned) connection. */
  async testInput(actor: Actor, input: ConnectionInput, id?: number): Promise<TestOutcome> {
    let password = input.password ?? '';
    if (id !== undefined && !password) password = await this.passwordOf(await this.getOwned(actor, id));
    const outcome = await this.test({ ...input, password });
    const receipt = signReceipt(this.deps.key, this.targetOf(actor, input, password), {
      code: outcome.code,
      serverVersion: outcome.serverVersion,
      testedAt: this.deps.clock.now(),
    });
    return { ...outcome, receipt };
  }

  /** Opens a saved connection of the actor, runs `work`, and always closes it. */
  withConnector<T>(actor: Actor, id: number, work: (c: Connector) => Promise<T>): Promise<T> {
    return this.withConnectorOf(actor.userId, id, work);
  }

  /**
   * Opens a saved connection of the owner on the owner's behalf (a grantee reading granted data, an asset's
   * live check), runs `work`, and always closes it. Not the owner's: 404.
   */
  async withConnectorOf<T>(ownerId: number, id: number, work: (c: Connector) => Promise<T>): Promise<T> {
    const connector = await this.open(await this.inputOf(await this.ownedBy(ownerId, id)));
    try {
      return await work(connector);
    } finally {
      await connector.close();
    }
  }

  private async test(input: ConnectionInput): Promise<TestOutcome> {
    const started = Date.now();
    const elapsed = () => Date.now() - started;
    try {
      const connector = await this.open(input);
      await connector.close();
      return {
        code: ErrorCode.SUCCESS,
        serverVersion: connector.serverVersion,
        elapsedMs: elapsed(),
        receipt: '',
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { code: error.code, params: error.params, serverVersion: '', elapsedMs: elapsed(), receipt: '' };
    }
  }

  /** Checks the host against the policy, then connects to the approved address (never the name again). */
  private async open(input: ConnectionInput): Promise<Connector> {
    const host = input.host.trim();
    const decision = await checkHost(host, this.deps.allowPrivate, this.deps.lookup);
    if (!decision.ok) {
      throw decision.reason === 'policy'
        ? new AppError(ErrorCode.CONNECTION_HOST_REFUSED, { host })
        : new AppError(ErrorCode.CONNECTION_HOST_UNKNOWN, { host });
    }
    return openConnector(
      {
        dbType: input.dbType,
        host,
        address: decision.address,
        port: input.port,
        database: input.database,
        username: input.username,
        password: input.password ?? '',
        sslMode: input.sslMode,
      },
      this.deps.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    );
  }

  private async passwordOf(row: ConnectionRow): Promise<string> {
    return row.passwordEnc ? this.deps.secrets.open(row.passwordEnc) : '';
  }

  /** Seals again, under the current key, the passwords saved before the KMS held it; answers how many. */
  async rewrapSecrets(): Promise<number> {
    const { db, secrets } = this.deps;
    return rewrapSecrets(secrets, await repo.legacyPasswords(db), (id, from, to) =>
      repo.replacePassword(db, id, from, to),
    );
  }

  private async inputOf(row: ConnectionRow): Promise<ConnectionInput> {
    return {
      name: row.name,
      dbType: row.dbType as DatabaseType,
      host: row.host,
      port: row.port,
      database: row.databaseName,
      username: row.username,
      password: await this.passwordOf(row),
      sslMode: row.params.sslMode,
      schema: row.params.schema,
    };
  }

  private columnsOf(input: ConnectionInput) {
    return {
      name: input.name,
      dbType: input.dbType,
      host: input.host.trim(),
      port: input.port,
      databaseName: input.database,
      username: input.username,
      params: { sslMode: input.sslMode, schema: input.schema ?? '' },
    };
  }

  private async assertNameFree(ownerId: number, name: string) {
    if (await repo.findByName(this.deps.db, ownerId, name)) {
      throw new AppError(ErrorCode.CONNECTION_NAME_TAKEN, { name });
    }
  }

  /**
   * Where a saved connection of the actor points, for a module that runs its own read-only session on it (the
   * goods' preview SQL): owner only (else 404), host checked against the policy like every connect.
   */
  async resolveTarget(actor: Actor, id: number): Promise<ConnectTarget> {
    const input = await this.inputOf(await this.getOwned(actor, id));
    const host = input.host.trim();
    const decision = await checkHost(host, this.deps.allowPrivate, this.deps.lookup);
    if (!decision.ok) {
      throw decision.reason === 'policy'
        ? new AppError(ErrorCode.CONNECTION_HOST_REFUSED, { host })
        : new AppError(ErrorCode.CONNECTION_HOST_UNKNOWN, { host });
    }
    return {
      dbType: input.dbType,
      host,
      address: decision.address,
      port: input.port,
      database: input.database,
      username: input.username,
      password: input.password ?? '',
      sslMode: input.sslMode,
    };
  }
}

/** Columns recording a test's outcome on a connection. */
function testColumns(outcome: ReceiptOutcome) {
  return {
    lastTestCode: outcome.code,
    lastTestVersion: outcome.serverVersion.slice(0, 200),
    lastTestAt: outcome.testedAt,
  };
}
