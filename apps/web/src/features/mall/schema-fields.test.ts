import { describe, expect, it } from 'vitest';
import { schemaFields } from './schema-fields';

describe('schemaFields', () => {
  it('lists the fields of an object with type, required, description, rules and enum values', () => {
    const rows = schemaFields({
      type: 'object',
      required: ['city'],
      properties: {
        city: { type: 'string', description: 'City code', enum: ['bj', 'sh'], enumDesc: 'Beijing, Shanghai' },
        days: { type: 'integer', minimum: 1, maximum: 15 },
        name: { type: 'string', title: 'Name', maxLength: 20 },
      },
    });
    expect(rows).toEqual([
      {
        key: 'city',
        name: 'city',
        type: 'string',
        required: true,
        description: 'City code',
        rules: [],
        enumValues: ['bj', 'sh'],
        enumDesc: 'Beijing, Shanghai',
      },
      expect.objectContaining({
        key: 'days',
        type: 'integer',
        required: false,
        rules: [{ rule: 'range', min: 1, max: 15 }],
      }),
      expect.objectContaining({
        key: 'name',
        description: 'Name',
        rules: [{ rule: 'length', min: undefined, max: 20 }],
      }),
    ]);
  });

  it('nests objects and the items of arrays', () => {
    const rows = schemaFields({
      type: 'object',
      properties: {
        list: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            required: ['date'],
            properties: {
              date: { type: 'string' },
              temp: { type: 'object', properties: { high: { type: 'number' } } },
            },
          },
        },
      },
    });
    expect(rows[0]).toMatchObject({
      key: 'list',
      type: 'array<object>',
      rules: [{ rule: 'items', min: 1, max: undefined }],
    });
    expect(rows[0]!.children!.map((c) => [c.key, c.required])).toEqual([
      ['list[].date', true],
      ['list[].temp', false],
    ]);
    expect(rows[0]!.children![1]!.children![0]).toMatchObject({ key: 'list[].temp.high', type: 'number' });
  });

  it('describes a root array of objects by its items, a scalar body in one row, nothing for null', () => {
    expect(
      schemaFields({ type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } })[0],
    ).toMatchObject({ key: '[].id', name: 'id' });
    expect(schemaFields({ type: 'string', enum: ['a'] })).toEqual([
      expect.objectContaining({ name: '(body)', type: 'string', enumValues: ['a'] }),
    ]);
    expect(schemaFields(null)).toEqual([]);
    expect(schemaFields({})).toEqual([]);
  });
});
