import { emptySchemaNode, type SchemaNode } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { firstInvalidSchema } from './optional-schema-field';

const broken = { type: 'string', minLength: 5, maxLength: 2 } as SchemaNode;

describe('firstInvalidSchema', () => {
  it('names the first schema the contract refuses, skipping absent ones', () => {
    expect(
      firstInvalidSchema([
        [null, 'request'],
        [broken, 'response'],
      ]),
    ).toBe('response');
    expect(
      firstInvalidSchema([
        [broken, 'request'],
        [broken, 'response'],
      ]),
    ).toBe('request');
  });

  it('finds nothing when every schema is valid or absent', () => {
    expect(
      firstInvalidSchema([
        [emptySchemaNode('object'), 'request'],
        [null, 'response'],
      ]),
    ).toBeUndefined();
  });
});
