import { ErrorCode } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { checkPreviewSql, sqlSkeleton } from './goods.preview-sql.js';

const codeOf = (sql: string) => {
  try {
    checkPreviewSql(sql);
    return 0;
  } catch (error) {
    return (error as AppError).code;
  }
};

describe('checkPreviewSql', () => {
  it('accepts one query, with comments, literals and quoted names that look like more', () => {
    expect(checkPreviewSql('select 1;  \n')).toBe('select 1');
    expect(codeOf("select ';' as a, 'drop table x' as b -- ; delete\n")).toBe(0);
    expect(codeOf('with t as (select 1) select * from t /* ; insert */')).toBe(0);
    expect(codeOf('select "update", `delete` from t')).toBe(0);
    expect(codeOf('select $$; drop$$ as body, $q$ ; $q$')).toBe(0);
    expect(codeOf('(select updated_at, created_by from t)')).toBe(0);
    expect(codeOf('values (1), (2)')).toBe(0);
    expect(codeOf('select cluster, lock, handler, comment from machines')).toBe(0);
    expect(codeOf("select 'it''s; fine', 'a\\'; b'")).toBe(0);
  });

  it('refuses several statements, anything but a query, and writing words', () => {
    expect(codeOf('select 1; select 2')).toBe(ErrorCode.GOODS_SQL_MULTIPLE);
    expect(codeOf('show tables')).toBe(ErrorCode.GOODS_SQL_NOT_QUERY);
    expect(codeOf('drop table t')).toBe(ErrorCode.GOODS_SQL_WRITE_REFUSED);
    expect(codeOf('explain analyze delete from t')).toBe(ErrorCode.GOODS_SQL_WRITE_REFUSED);
    expect(codeOf('set transaction read write')).toBe(ErrorCode.GOODS_SQL_WRITE_REFUSED);
    expect(codeOf('select * from t for update')).toBe(ErrorCode.GOODS_SQL_WRITE_REFUSED);
    expect(codeOf('   ;; ')).toBe(ErrorCode.GOODS_SQL_NOT_QUERY);
    expect(codeOf('insert into t values (1)')).toBe(ErrorCode.GOODS_SQL_WRITE_REFUSED);
    expect(codeOf('with d as (delete from t returning *) select * from d')).toBe(
      ErrorCode.GOODS_SQL_WRITE_REFUSED,
    );
    expect(codeOf('select * into backup from t')).toBe(ErrorCode.GOODS_SQL_WRITE_REFUSED);
    expect(codeOf("select lo_import('/etc/passwd')")).toBe(ErrorCode.GOODS_SQL_WRITE_REFUSED);
    expect(codeOf('select 1 -- fine\n; drop table t')).toBe(ErrorCode.GOODS_SQL_MULTIPLE);
    expect(codeOf('select 1 /* unterminated ; drop')).toBe(0);
    expect(() => checkPreviewSql('update t set a = 1')).toThrow(AppError);
  });

  it('empties literals and drops comments for the checks only', () => {
    expect(sqlSkeleton('select \'a;b\' -- c;\n, "d;e"')).toBe('select \'\'  \n, "x"');
  });
});
