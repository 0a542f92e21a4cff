import { describe, expect, it } from 'vitest';
import { prettyBody, requestSkeleton } from './request-skeleton';

describe('requestSkeleton', () => {
  it('fills a skeleton from the schema: defaults, first enum values, nested objects and arrays', () => {
    const schema = {
      type: 'object',
      properties: {
        city: { type: 'string', enum: ['beijing', 'shanghai'] },
        days: { type: 'integer', minimum: 1 },
        metric: { type: 'boolean', default: true },
        tags: { type: 'array', items: { type: 'string' } },
        where: { type: 'object', properties: { lat: { type: 'number' } } },
      },
    };
    expect(JSON.parse(requestSkeleton(schema, []))).toEqual({
      city: 'beijing',
      days: 1,
      metric: true,
      tags: [''],
      where: { lat: 0 },
    });
  });

  it('adds declared body parameters the schema does not name; none without a body', () => {
    const params = [
      { name: 'lang', type: 'String', place: 'query', required: true, description: '' },
      { name: 'count', type: 'Int', place: 'body', required: true, description: '' },
    ] as const;
    expect(JSON.parse(requestSkeleton(null, [...params]))).toEqual({ count: 0 });
    expect(requestSkeleton(null, [params[0]])).toBe('');
  });

  it('pretty-prints JSON answers and leaves other text alone', () => {
    expect(prettyBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyBody('{oops')).toBe('{oops');
    expect(prettyBody('plain')).toBe('plain');
  });
});
