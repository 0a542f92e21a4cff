import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './db-errors.js';

describe('isUniqueViolation', () => {
  const client = new PGlite();
  const db = drizzle(client);

  beforeAll(async () => {
    await client.exec(
      `CREATE TEMPORARY TABLE thing (id int PRIMARY KEY, name text NOT NULL,
         CONSTRAINT thing_name_unique UNIQUE (name))`,
    );
    await client.exec(`INSERT INTO thing VALUES (1, 'a')`);
  });
  afterAll(() => client.close());

  const failure = (work: Promise<unknown>) =>
    work.then(
      () => expect.unreachable('the statement succeeded'),
      (error: unknown) => error,
    );

  it('recognises a duplicate from drizzle (error in cause) and from the driver, with its constraint', async () => {
    const viaDrizzle = await failure(db.execute(sql`INSERT INTO thing VALUES (2, 'a')`));
    const viaDriver = await failure(client.query(`INSERT INTO thing VALUES (3, 'a')`));
    for (const error of [viaDrizzle, viaDriver]) {
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(error, 'thing_name_unique')).toBe(true);
      expect(isUniqueViolation(error, 'thing_pkey')).toBe(false);
    }
    expect(viaDrizzle).not.toHaveProperty('code');
  });

  it('names the violated constraint: the primary key here', async () => {
    const error = await failure(db.execute(sql`INSERT INTO thing VALUES (1, 'b')`));
    expect(isUniqueViolation(error, 'thing_pkey')).toBe(true);
    expect(isUniqueViolation(error, 'thing_name_unique')).toBe(false);
  });

  it('answers false for other errors and for values that are not errors', async () => {
    const notNull = await failure(db.execute(sql`INSERT INTO thing VALUES (4, NULL)`));
    expect(isUniqueViolation(notNull)).toBe(false);
    for (const value of [undefined, null, 'x', new Error('duplicate key'), { cause: null }]) {
      expect(isUniqueViolation(value)).toBe(false);
    }
  });
});
