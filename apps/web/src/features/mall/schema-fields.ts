/** A field of a JSON Schema body as the interface documentation shows it (nested rows for objects and arrays). */
export interface SchemaField {
  /** Unique within the table: the field's path (`list[].date`). */
  key: string;
  name: string;
  /** `string`, `integer`, `array<object>`, … */
  type: string;
  required: boolean;
  description: string;
  /** Rules of the editor: value range, length, number of items, format, pattern, default. */
  rules: SchemaRule[];
  enumValues: string[];
  enumDesc: string;
  children?: SchemaField[];
}

/** A rule of a field (shown translated). */
export interface SchemaRule {
  rule: 'range' | 'length' | 'items' | 'notEmpty' | 'format' | 'pattern' | 'default';
  min?: number;
  max?: number;
  value?: string;
}

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function typeOf(node: Node): string {
  const raw = Array.isArray(node.type)
    ? node.type.filter((x) => typeof x === 'string').join(' | ')
    : text(node.type);
  const type = raw || (isNode(node.properties) ? 'object' : isNode(node.items) ? 'array' : 'any');
  if (type === 'array' && isNode(node.items)) return `array<${typeOf(node.items)}>`;
  return type;
}

function rulesOf(node: Node): SchemaRule[] {
  const rules: SchemaRule[] = [];
  const range = (rule: 'range' | 'length' | 'items', min: number | undefined, max: number | undefined) => {
    if (min !== undefined || max !== undefined) rules.push({ rule, min, max });
  };
  range('range', num(node.minimum), num(node.maximum));
  range('length', num(node.minLength), num(node.maxLength));
  range('items', num(node.minItems), num(node.maxItems));
  if (node.notEmpty === true) rules.push({ rule: 'notEmpty' });
  if (typeof node.format === 'string') rules.push({ rule: 'format', value: node.format });
  if (typeof node.pattern === 'string') rules.push({ rule: 'pattern', value: node.pattern });
  if (node.default !== undefined) rules.push({ rule: 'default', value: JSON.stringify(node.default) });
  return rules;
}

/** The fields under an object or array node (properties, or the properties of array items). */
function childrenOf(node: Node, path: string, depth: number): SchemaField[] | undefined {
  if (depth > 12) return undefined;
  let target: Node | undefined = node;
  let prefix = path;
  // Arrays of arrays: walk down to the first items that have fields.
  while (target && !isNode(target.properties) && isNode(target.items)) {
    target = target.items;
    prefix = `${prefix}[]`;
  }
  if (!target || !isNode(target.properties)) return undefined;
  const required = new Set(
    Array.isArray(target.required) ? target.required.filter((x) => typeof x === 'string') : [],
  );
  const fields = Object.entries(target.properties)
    .filter((entry): entry is [string, Node] => isNode(entry[1]))
    .map(([name, child]) =>
      fieldOf(name, child, required.has(name), prefix ? `${prefix}.${name}` : name, depth + 1),
    );
  return fields.length ? fields : undefined;
}

function fieldOf(name: string, node: Node, required: boolean, path: string, depth: number): SchemaField {
  const children = childrenOf(node, path, depth);
  return {
    key: path,
    name,
    type: typeOf(node),
    required,
    description: text(node.description) || text(node.title),
    rules: rulesOf(node),
    enumValues: Array.isArray(node.enum)
      ? node.enum.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
      : [],
    enumDesc: text(node.enumDesc),
    ...(children ? { children } : {}),
  };
}

/**
 * The rows of a JSON Schema body: the fields of an object (or of the items of an array), nested; a schema that
 * is neither gives one row describing it. Null or an empty schema gives no rows.
 */
export function schemaFields(schema: Record<string, unknown> | null | undefined): SchemaField[] {
  if (!schema || !isNode(schema) || Object.keys(schema).length === 0) return [];
  const fields = childrenOf(schema, '', 0);
  if (fields) return fields;
  if (typeOf(schema) === 'object') return [];
  return [fieldOf('(body)', schema, true, '$', 0)];
}
