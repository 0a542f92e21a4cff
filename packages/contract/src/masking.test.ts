import { describe, expect, it } from 'vitest';
import { columnKind, maskCell } from './masking.js';

describe('columnKind', () => {
  it.each([
    ['integer', 'integer'],
    ['bigint', 'integer'],
    ['smallint', 'integer'],
    ['int(11) unsigned', 'integer'],
    ['tinyint(1)', 'integer'],
    ['bigserial', 'integer'],
    ['numeric(12,2)', 'decimal'],
    ['decimal(8,2)', 'decimal'],
    ['double precision', 'decimal'],
    ['real', 'decimal'],
    ['float', 'decimal'],
    ['boolean', 'boolean'],
    ['timestamp without time zone', 'timestamp'],
    ['timestamp(3) with time zone', 'timestamp'],
    ['datetime(6)', 'timestamp'],
    ['date', 'date'],
    ['year', 'date'],
    ['time without time zone', 'time'],
    ['text', 'text'],
    ['character varying(40)', 'text'],
    ['interval', 'text'],
    ['integer[]', 'text'],
    ['money', 'text'],
    ['jsonb', 'text'],
    ['', 'text'],
  ])('%s is %s', (type, kind) => {
    expect(columnKind(type)).toBe(kind);
  });
  it('without a type, text', () => {
    expect(columnKind(undefined)).toBe('text');
    expect(columnKind(null)).toBe('text');
  });
});

describe('maskCell: none', () => {
  it('answers every kind as it is', () => {
    expect(maskCell('13800000000', 'none', 'text')).toBe('13800000000');
    expect(maskCell('60', 'none', 'integer')).toBe('60');
    expect(maskCell(42, 'none')).toBe('42');
    expect(maskCell('2026-03-01 08:00:00', 'none', 'timestamp without time zone')).toBe(
      '2026-03-01 08:00:00',
    );
  });
});

describe('maskCell: full', () => {
  it('stars every character of every kind', () => {
    expect(maskCell('secret', 'full', 'text')).toBe('******');
    expect(maskCell('60', 'full', 'integer')).toBe('**');
    expect(maskCell('3.5', 'full', 'numeric')).toBe('***');
    expect(maskCell('2026-03-01', 'full', 'date')).toBe('**********');
    expect(maskCell('true', 'full', 'boolean')).toBe('****');
    expect(maskCell('😀😎', 'full')).toBe('**');
  });
  it('applies a rule it does not know as full', () => {
    expect(maskCell('13812345678', 'hash', 'text')).toBe('***********');
    expect(maskCell('60', 'hash', 'integer')).toBe('**');
  });
});

describe('maskCell: partial text', () => {
  it('keeps the first and last character, by code point', () => {
    expect(maskCell('Customer-1', 'partial', 'text')).toBe('C********1');
    expect(maskCell('press-0001', 'partial', 'character varying(40)')).toBe('p********1');
    expect(maskCell('张三丰', 'partial', 'text')).toBe('张*丰');
    expect(maskCell('😀ab😎', 'partial')).toBe('😀**😎');
    expect(maskCell('𠮷野家', 'partial')).toBe('𠮷*家');
    expect(maskCell('王五', 'partial')).toBe('王*');
    expect(maskCell('a', 'partial')).toBe('*');
    expect(maskCell('', 'partial')).toBe('');
  });
  it('shows a mobile number as spec §9 does: first 3 digits, four stars, the last 4', () => {
    expect(maskCell('13812345678', 'partial', 'varchar(11)')).toBe('138****5678');
    expect(maskCell('1381234567', 'partial', 'text')).toBe('1********7');
  });
  it('masks a number stored as text as text (the type decides, not the value)', () => {
    expect(maskCell('60.00', 'partial', 'text')).toBe('6***0');
  });
});

describe('maskCell: partial numbers', () => {
  it('shows an integer as the range of its leading digit, never its units digit', () => {
    expect(maskCell('60', 'partial', 'integer')).toBe('[60, 70)');
    expect(maskCell('69', 'partial', 'integer')).toBe('[60, 70)');
    expect(maskCell('1234', 'partial', 'bigint')).toBe('[1000, 2000)');
    expect(maskCell('7', 'partial', 'int(11)')).toBe('[0, 10)');
    expect(maskCell('0', 'partial', 'integer')).toBe('[0, 10)');
    expect(maskCell('-63', 'partial', 'integer')).toBe('[-70, -60)');
    expect(maskCell('-60', 'partial', 'integer')).toBe('[-60, -50)');
    expect(maskCell('95', 'partial', 'integer')).toBe('[90, 100)');
    expect(maskCell(123456, 'partial', 'integer')).toBe('[100000, 200000)');
    expect(maskCell('9223372036854775807', 'partial', 'bigint')).toBe(
      '[9000000000000000000, 10000000000000000000)',
    );
  });
  it('shows a decimal as the range of its leading digit, exactly', () => {
    expect(maskCell('60.00', 'partial', 'numeric(8,2)')).toBe('[60, 70)');
    expect(maskCell('60.25', 'partial', 'decimal(8,2)')).toBe('[60, 70)');
    expect(maskCell('7.2', 'partial', 'real')).toBe('[7, 8)');
    expect(maskCell('0.037', 'partial', 'double precision')).toBe('[0.03, 0.04)');
    expect(maskCell('0.3', 'partial', 'numeric')).toBe('[0.3, 0.4)');
    expect(maskCell('-1.5', 'partial', 'numeric')).toBe('[-2, -1)');
    expect(maskCell('0.00', 'partial', 'numeric')).toBe('[0, 1)');
    expect(maskCell('1.5e+30', 'partial', 'double precision')).toBe('[1e+30, 2e+30)');
    expect(maskCell('2.5e-9', 'partial', 'float8')).toBe('[2e-9, 3e-9)');
  });
  it('masks a value that is not a number fully', () => {
    expect(maskCell('NaN', 'partial', 'numeric')).toBe('***');
    expect(maskCell('Infinity', 'partial', 'double precision')).toBe('********');
  });
});

describe('maskCell: partial dates, times and booleans', () => {
  it('keeps the year and month of a date or timestamp', () => {
    expect(maskCell('2026-03-01', 'partial', 'date')).toBe('2026-03-**');
    expect(maskCell('2026-03-01 08:00:00', 'partial', 'timestamp without time zone')).toBe(
      '2026-03-** **:**:**',
    );
    expect(maskCell('2026-03-01 08:00:00.123+08', 'partial', 'timestamp with time zone')).toBe(
      '2026-03-** **:**:**.***+**',
    );
    expect(maskCell('2026-03-01 08:00:00', 'partial', 'datetime')).toBe('2026-03-** **:**:**');
    expect(maskCell('2024', 'partial', 'year')).toBe('2024');
    expect(maskCell('infinity', 'partial', 'timestamp')).toBe('********');
  });
  it('keeps the hour of a time', () => {
    expect(maskCell('08:30:15', 'partial', 'time without time zone')).toBe('08:**:**');
    expect(maskCell('-838:59:59', 'partial', 'time')).toBe('-838:**:**');
  });
  it('hides a boolean', () => {
    expect(maskCell('true', 'partial', 'boolean')).toBe('*');
  });
});

describe('maskCell: null', () => {
  it('keeps null and undefined null', () => {
    expect(maskCell(null, 'full', 'integer')).toBeNull();
    expect(maskCell(undefined, 'partial')).toBeNull();
  });
});
