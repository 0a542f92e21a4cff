import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { ErrorCode } from '@datamall/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { localMyAdmin, localPgAdmin } from '../../test/local-databases.js';
import {
  cellText,
  openConnector,
  quoteMysql,
  quotePg,
  ROW_COUNT_CAP,
  ROW_COUNT_TRUSTED_ESTIMATE,
  rowFigure,
} from './connectors.js';

/** Accepts TCP connections and never answers: a database that hangs. */
let silent: net.Server;
let port: number;
const sockets: net.Socket[] = [];
beforeAll(async () => {
  silent = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('connectors', () => {
  it('quotes identifiers', () => {
    expect(quotePg('a"b')).toBe('"a""b"');
    expect(quoteMysql('a`b')).toBe('`a``b`');
  });

  it('renders cells as text', () => {
    expect(cellText(null)).toBeNull();
    expect(cellText(Buffer.from([1, 255]))).toBe('0x01ff');
    expect(cellText(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText('x'.repeat(600))).toHaveLength(501);
  });

  it.each(['postgresql', 'mysql'] as const)(
    '%s: a server that never answers is a timeout',
    async (dbType) => {
      const error = await openConnector(
        {
          dbType,
          host: '127.0.0.1',
          address: '127.0.0.1',
          port,
          database: 'x',
          username: 'x',
          password: 'x',
          sslMode: 'disable',
        },
        600,
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe(ErrorCode.CONNECTION_TIMEOUT);
    },
  );
});

describe('rowFigure', () => {
  it('keeps statistics at or above the threshold without counting', async () => {
    const count = vi.fn(async () => 1);
    expect(await rowFigure(ROW_COUNT_TRUSTED_ESTIMATE, count)).toEqual({
      rowEstimate: ROW_COUNT_TRUSTED_ESTIMATE,
      rowCountKind: 'estimate',
    });
    expect(await rowFigure(5_000_000.4, count)).toEqual({ rowEstimate: 5_000_000, rowCountKind: 'estimate' });
    expect(count).not.toHaveBeenCalled();
  });

  it.each([-1, 0, 42, null, Number.NaN])('counts, capped, when the statistics say %s', async (estimate) => {
    const count = vi.fn(async () => 1_234);
    expect(await rowFigure(estimate, count)).toEqual({ rowEstimate: 1_234, rowCountKind: 'exact' });
    expect(count).toHaveBeenCalledWith(ROW_COUNT_CAP + 1);
  });

  it('reports "more than the cap" when the count reaches it', async () => {
    expect(await rowFigure(-1, async (limit) => limit, 1_000)).toEqual({
      rowEstimate: 1_000,
      rowCountKind: 'atLeast',
    });
    expect(await rowFigure(0, async () => 1_000, 1_000)).toEqual({
      rowEstimate: 1_000,
      rowCountKind: 'exact',
    });
  });

  it('falls back to the statistics when the count fails or is skipped', async () => {
    expect(await rowFigure(70, async () => null)).toEqual({ rowEstimate: 70, rowCountKind: 'estimate' });
    expect(await rowFigure(-1, async () => null)).toEqual({ rowEstimate: 0, rowCountKind: 'estimate' });
  });
});

describe('listTables on live databases', () => {
  const schema = `dm_rows_${randomBytes(4).toString('hex')}`;
  const local = {
    host: '127.0.0.1',
    address: '127.0.0.1',
    password: '',
    sslMode: 'disable',
  } as const;

  beforeAll(async () => {
    const a = await localPgAdmin();
    await a.query(`create schema "${schema}"`);
    await a.query(`create table "${schema}".t (id int) with (autovacuum_enabled = false)`);
    await a.query(`insert into "${schema}".t select g from generate_series(1, 1234) g`);
    await a.query(`create table "${schema}".other (id int)`);
    // Fails when read: the count must fall back to the statistics and leave the link usable.
    await a.query(`create view "${schema}".broken as select id from "${schema}".t where 1 / (id - id) = 1`);
    await a.end();
    const m = await localMyAdmin();
    await m.query(`create database \`${schema}\``);
    await m.query(`create table \`${schema}\`.t (id int)`);
    await m.query(`insert into \`${schema}\`.t select seq from test.seq_1_to_1234`);
    await m.query(`create table \`${schema}\`.other (id int)`);
    await m.query(`create view \`${schema}\`.broken as select 1 from \`${schema}\`.other`);
    await m.query(`drop table \`${schema}\`.other`);
    await m.end();
  });

  afterAll(async () => {
    const a = await localPgAdmin();
    await a.query(`drop schema if exists "${schema}" cascade`);
    await a.end();
    const m = await localMyAdmin();
    await m.query(`drop database if exists \`${schema}\``);
    await m.end();
  });

  it('PostgreSQL: counts a never-analyzed table, only the named ones, and survives a failing view', async () => {
    const c = await openConnector({
      ...local,
      dbType: 'postgresql',
      port: 5432,
      database: 'test',
      username: 'postgres',
    });
    try {
      expect(await c.listTables(schema)).toEqual([
        { name: 'broken', kind: 'view', comment: '', rowEstimate: 0, rowCountKind: 'estimate' },
        { name: 'other', kind: 'table', comment: '', rowEstimate: 0, rowCountKind: 'exact' },
        { name: 't', kind: 'table', comment: '', rowEstimate: 1234, rowCountKind: 'exact' },
      ]);
      expect((await c.listTables(schema, ['t'])).map((x) => x.name)).toEqual(['t']);
      expect(await c.listTables(schema, [])).toEqual([]);
    } finally {
      await c.close();
    }
  });

  it('MariaDB: counts tables, only the named ones, and survives a failing view', async () => {
    const c = await openConnector({
      ...local,
      dbType: 'mysql',
      port: 3306,
      database: schema,
      username: 'root',
    });
    try {
      const tables = await c.listTables(schema);
      expect(tables.map((x) => [x.name, x.rowEstimate, x.rowCountKind])).toEqual([
        ['broken', 0, 'estimate'],
        ['t', 1234, 'exact'],
      ]);
      expect((await c.listTables(schema, ['t'])).map((x) => x.name)).toEqual(['t']);
      expect(await c.preview(schema, 't')).toMatchObject({ columns: ['id'] });
    } finally {
      await c.close();
    }
  });
});

describe('dates and timestamps on live databases', () => {
  const schema = `dm_dates_${randomBytes(4).toString('hex')}`;
  const local = { host: '127.0.0.1', address: '127.0.0.1', password: '', sslMode: 'disable' } as const;
  const admMy = () => localMyAdmin({ dateStrings: true });
  /** How each server itself writes the timestamp with time zone of the row (it depends on its time zone). */
  let pgZoned = '';
  let myZoned = '';

  beforeAll(async () => {
    const a = await localPgAdmin();
    await a.query(`create schema "${schema}"`);
    await a.query(
      `create table "${schema}".readings (id int, taken timestamp, taken_tz timestamptz, day date, days date[], reading numeric(8,2))`,
    );
    await a.query(
      `insert into "${schema}".readings values (60, '2026-03-01 08:00:00', '2026-03-01 08:00:00+08', '2026-03-01', '{2026-03-01,2026-12-31}', 60.00)`,
    );
    pgZoned = (await a.query(`select taken_tz::text as v from "${schema}".readings`)).rows[0].v;
    await a.end();
    const m = await admMy();
    await m.query(`create database \`${schema}\``);
    await m.query(
      `create table \`${schema}\`.readings (id int, taken datetime, taken_tz timestamp null, day date, reading decimal(8,2))`,
    );
    await m.query(
      `insert into \`${schema}\`.readings values (60, '2026-03-01 08:00:00', '2026-03-01 08:00:00', '2026-03-01', 60.00)`,
    );
    const [rows] = await m.query(`select cast(taken_tz as char) as v from \`${schema}\`.readings`);
    myZoned = (rows as { v: string }[])[0]!.v;
    await m.end();
  });

  afterAll(async () => {
    const a = await localPgAdmin();
    await a.query(`drop schema if exists "${schema}" cascade`);
    await a.end();
    const m = await admMy();
    await m.query(`drop database if exists \`${schema}\``);
    await m.end();
  });

  it('PostgreSQL: a timestamp without time zone and a date preview as stored, never shifted to ISO UTC', async () => {
    const c = await openConnector({
      ...local,
      dbType: 'postgresql',
      port: 5432,
      database: 'test',
      username: 'postgres',
    });
    try {
      const preview = await c.preview(schema, 'readings');
      expect(preview.columns).toEqual(['id', 'taken', 'taken_tz', 'day', 'days', 'reading']);
      expect(preview.rows).toEqual([
        ['60', '2026-03-01 08:00:00', pgZoned, '2026-03-01', '["2026-03-01","2026-12-31"]', '60.00'],
      ]);
      // With time zone: the database's own text, the project's date format followed by the offset.
      expect(pgZoned).toMatch(/^2026-03-0[12] \d{2}:00:00[+-]\d{2}(:\d{2})?$/);
      const page = await c.browse(schema, 'readings', {
        columns: ['taken', 'taken_tz', 'day'],
        filters: [{ column: 'taken', op: 'eq', value: '2026-03-01 08:00:00' }],
        sort: null,
        limit: 10,
        offset: 0,
      });
      expect(page.rows).toEqual([['2026-03-01 08:00:00', pgZoned, '2026-03-01']]);
    } finally {
      await c.close();
    }
    // Only the link's parsers changed: node-postgres keeps its defaults for the platform's own database.
    expect(pg.types.getTypeParser(1114, 'text')('2026-03-01 08:00:00')).toBeInstanceOf(Date);
  });

  it('MariaDB: DATETIME, TIMESTAMP and DATE preview as stored', async () => {
    const c = await openConnector({
      ...local,
      dbType: 'mysql',
      port: 3306,
      database: schema,
      username: 'root',
    });
    try {
      const preview = await c.preview(schema, 'readings');
      expect(preview.rows).toEqual([['60', '2026-03-01 08:00:00', myZoned, '2026-03-01', '60.00']]);
      expect(myZoned).toBe('2026-03-01 08:00:00');
    } finally {
      await c.close();
    }
  });
});
