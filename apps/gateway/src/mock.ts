/**
 * A sample answer generated from an interface's response JSON Schema (the editor's subset: object, array, string,
 * number, integer, boolean, enum, format date/date-time, example/default), for test keys of goods whose mock plugin
 * is on. Deterministic: the same schema always gives the same sample.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  format?: string;
  minimum?: number;
  description?: string;
};

const MAX_DEPTH = 8;

export function mockFromSchema(schema: unknown, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > MAX_DEPTH) return null;
  const s = schema as Schema;
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(s.properties ?? {}))
        out[name] = mockFromSchema(child, depth + 1);
      return out;
    }
    case 'array':
      return s.items ? [mockFromSchema(s.items, depth + 1)] : [];
    case 'integer':
      return Math.max(s.minimum ?? 0, 1);
    case 'number':
      return Math.max(s.minimum ?? 0, 1.5);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'date') return '2026-01-01';
      if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
      return 'string';
    default:
      return s.properties ? mockFromSchema({ ...s, type: 'object' }, depth) : null;
  }
}
