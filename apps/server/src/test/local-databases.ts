import mysql from 'mysql2/promise';
import pg from 'pg';

/**
 * This machine's PostgreSQL (trust) and MariaDB, database `test`, as their administrators: the live databases
 * that connection, asset, preview and run tests read and write.
 */

export const LOCAL_PG = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' } as const;
export const LOCAL_MY = { host: '127.0.0.1', port: 3306, user: 'root', database: 'test' } as const;

/** A connected administrator client of the local PostgreSQL; the caller ends it. */
export async function localPgAdmin(): Promise<pg.Client> {
  const client = new pg.Client(LOCAL_PG);
  await client.connect();
  return client;
}

/** An administrator connection to the local MariaDB; the caller ends it. */
export function localMyAdmin(options: Partial<mysql.ConnectionOptions> = {}): Promise<mysql.Connection> {
  return mysql.createConnection({ ...LOCAL_MY, ...options });
}

/** Runs `work` with an administrator client of the local PostgreSQL, ended afterwards. */
export async function withLocalPg<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await localPgAdmin();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs `work` with an administrator connection to the local MariaDB, ended afterwards. */
export async function withLocalMy<T>(
  work: (connection: mysql.Connection) => Promise<T>,
  options: Partial<mysql.ConnectionOptions> = {},
): Promise<T> {
  const connection = await localMyAdmin(options);
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

/** Drops what a suite made on the local databases (where it exists): a PostgreSQL schema, MariaDB tables and users. */
export async function dropLocalFixtures(fixtures: {
  pgSchema?: string;
  myTables?: string[];
  myUsers?: string[];
}) {
  const { pgSchema, myTables = [], myUsers = [] } = fixtures;
  if (pgSchema !== undefined) {
    await withLocalPg((c) => c.query(`drop schema if exists "${pgSchema}" cascade`));
  }
  if (myTables.length === 0 && myUsers.length === 0) return;
  await withLocalMy(async (c) => {
    if (myTables.length) await c.query(`drop table if exists ${myTables.map((n) => `\`${n}\``).join(', ')}`);
    for (const user of myUsers) await c.query(`drop user if exists '${user}'@'%'`);
  });
}
