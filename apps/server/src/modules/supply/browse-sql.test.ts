import { describe, expect, it } from 'vitest';
import { type BrowseQuery, browseSql } from './browse-sql.js';

const query = (over: Partial<BrowseQuery> = {}): BrowseQuery => ({
  columns: ['id', 'name'],
  filters: [],
  sort: null,
  limit: 20,
  offset: 40,
  ...over,
});

describe('browseSql', () => {
  it('selects the chosen columns, a row more than the page, from the page offset (PostgreSQL)', () => {
    expect(browseSql('postgresql', 'plant', 'meters', query())).toEqual({
      text: 'SELECT "id", "name" FROM "plant"."meters" LIMIT 21 OFFSET 40',
      values: [],
    });
  });

  it('puts every value in a parameter and compares in the column’s own type', () => {
    const { text, values } = browseSql(
      'postgresql',
      's',
      't',
      query({
        filters: [
          { column: 'amount', op: 'gt', value: '12.5' },
          { column: 'name', op: 'contains', value: "50%_off' OR 1=1" },
          { column: 'note', op: 'isNull' },
          { column: 'city', op: 'ne', value: 'Shanghai' },
        ],
        sort: { column: 'amount', order: 'desc' },
      }),
    );
    expect(text).toBe(
      'SELECT "id", "name" FROM "s"."t" WHERE "amount" > $1 AND "name"::text ILIKE $2 ESCAPE \'\\\' ' +
        'AND "note" IS NULL AND "city" <> $3 ORDER BY "amount" DESC NULLS LAST LIMIT 21 OFFSET 40',
    );
    expect(values).toEqual(['12.5', "%50\\%\\_off' OR 1=1%", 'Shanghai']);
  });

  it('quotes names with their quote characters doubled', () => {
    expect(browseSql('postgresql', 'a"b', 't', query({ columns: ['x"; drop table t; --'] })).text).toBe(
      'SELECT "x""; drop table t; --" FROM "a""b"."t" LIMIT 21 OFFSET 40',
    );
    expect(browseSql('mysql', 'db', 'a`b', query({ columns: ['c`d'] })).text).toBe(
      'SELECT `c``d` FROM `db`.`a``b` LIMIT 21 OFFSET 40',
    );
  });

  it('speaks MySQL: ? placeholders, LIKE on the value as text, NULLs sorted last', () => {
    const { text, values } = browseSql(
      'mysql',
      'test',
      'readings',
      query({
        filters: [
          { column: 'device', op: 'contains', value: 'press' },
          { column: 'reading', op: 'lte', value: '13' },
        ],
        sort: { column: 'reading', order: 'asc' },
      }),
    );
    expect(text).toBe(
      "SELECT `id`, `name` FROM `test`.`readings` WHERE CAST(`device` AS CHAR) LIKE ? ESCAPE '\\\\' " +
        'AND `reading` <= ? ORDER BY `reading` IS NULL, `reading` ASC LIMIT 21 OFFSET 40',
    );
    expect(values).toEqual(['%press%', '13']);
  });
});
