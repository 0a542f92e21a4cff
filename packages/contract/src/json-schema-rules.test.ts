import { describe, expect, it } from 'vitest';
import {
  checkJsonSchema,
  emptySchemaNode,
  parseEnumText,
  parseNumberDefault,
  SCHEMA_LIMITS,
  type SchemaNode,
} from './json-schema-rules.js';

const rules = (schema: unknown) => checkJsonSchema(schema).map((i) => `${i.path}:${i.rule}`);

const valid: SchemaNode = {
  type: 'object',
  title: 'Weather',
  properties: {
    city: { type: 'string', enum: ['beijing', 'shanghai'], enumDesc: 'Cities served', maxLength: 20 },
    days: { type: 'integer', minimum: 1, maximum: 15, default: 3 },
    temps: { type: 'array', items: { type: 'number', minimum: -9007199254740992 }, maxItems: 100000 },
    ok: { type: 'boolean', default: true },
  },
  required: ['city'],
  notEmpty: true,
};

describe('checkJsonSchema', () => {
  it('accepts a schema within every limit', () => {
    expect(checkJsonSchema(valid)).toEqual([]);
  });

  it('knows the six types only', () => {
    expect(rules({ type: 'null' })).toEqual(['type:type']);
    expect(rules([])).toEqual([':notObject']);
    for (const type of ['string', 'number', 'integer', 'object', 'boolean'] as const)
      expect(checkJsonSchema({ type })).toEqual([]);
    expect(rules({ type: 'array' })).toEqual(['items:notObject']);
  });

  it('keeps number bounds within ±9007199254740992', () => {
    expect(rules({ type: 'number', minimum: -9007199254740992, maximum: 9007199254740992 })).toEqual([]);
    expect(rules({ type: 'number', maximum: 9007199254740994 })).toEqual(['maximum:bounds']);
    expect(rules({ type: 'number', minimum: -9007199254740994 })).toEqual(['minimum:bounds']);
    expect(rules({ type: 'number', minimum: 5, maximum: 1 })).toEqual(['minimum:range']);
    expect(rules({ type: 'integer', minimum: 1.5 })).toEqual(['minimum:type']);
  });

  it('caps array items at 100000', () => {
    expect(rules({ type: 'array', items: { type: 'string' }, maxItems: 100001 })).toEqual([
      'maxItems:maxItems',
    ]);
    expect(rules({ type: 'array', items: { type: 'string' }, minItems: 3, maxItems: 2 })).toEqual([
      'minItems:range',
    ]);
  });

  it('limits the depth and refuses unknown keys, bad names and required fields that do not exist', () => {
    let deep: SchemaNode = { type: 'string' };
    for (let i = 0; i < SCHEMA_LIMITS.maxDepth; i++) deep = { type: 'array', items: deep };
    expect(checkJsonSchema(deep)).toEqual([]);
    expect(rules({ type: 'array', items: deep })[0]).toMatch(/:depth$/);
    expect(rules({ type: 'string', minimum: 1 })).toEqual(['minimum:unknownKey']);
    expect(rules({ type: 'object', properties: { ' x': { type: 'string' } } })).toEqual([
      'properties. x:propertyName',
    ]);
    expect(rules({ type: 'object', properties: {}, required: ['x'] })).toEqual(['required:required']);
  });

  it('checks enums: type, length of the text, duplicates, description length', () => {
    expect(rules({ type: 'number', enum: [1, 'a'] })).toEqual(['enum:enum']);
    expect(rules({ type: 'string', enum: ['a', 'a'] })).toEqual(['enum:enum']);
    expect(rules({ type: 'string', enum: ['x'.repeat(121)] })).toEqual(['enum:enum']);
    expect(rules({ type: 'string', enumDesc: 'd'.repeat(101) })).toEqual(['enumDesc:text']);
    expect(rules({ type: 'integer', enum: [1.5] })).toEqual(['enum:enum']);
  });

  it('checks defaults by type', () => {
    expect(rules({ type: 'number', default: 1234567890123456 })).toEqual(['default:default']);
    expect(rules({ type: 'boolean', default: 'true' })).toEqual(['default:default']);
    expect(rules({ type: 'object', default: 1 })).toEqual(['default:default']);
  });
});

describe('editor helpers', () => {
  it('parses enum text one value per line and flags invalid text', () => {
    expect(parseEnumText('a\n\n b \nc', 'string')).toEqual({ ok: true, values: ['a', 'b', 'c'] });
    expect(parseEnumText('1\n2.5', 'number')).toEqual({ ok: true, values: [1, 2.5] });
    expect(parseEnumText('1\nx', 'number')).toEqual({ ok: false });
    expect(parseEnumText('2.5', 'integer')).toEqual({ ok: false });
    expect(parseEnumText('a\na', 'string')).toEqual({ ok: false });
    expect(parseEnumText('y'.repeat(121), 'string')).toEqual({ ok: false });
  });

  it('parses number defaults of at most 15 characters', () => {
    expect(parseNumberDefault('42', 'integer')).toBe(42);
    expect(parseNumberDefault('1.5', 'integer')).toBeNull();
    expect(parseNumberDefault('1234567890123456', 'number')).toBeNull();
    expect(parseNumberDefault('abc', 'number')).toBeNull();
  });

  it('makes empty nodes of each type', () => {
    expect(emptySchemaNode('object', { title: 't' })).toEqual({
      type: 'object',
      title: 't',
      properties: {},
      required: [],
    });
    expect(checkJsonSchema(emptySchemaNode('array'))).toEqual([]);
  });
});
