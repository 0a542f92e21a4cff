/**
 * Rules of the JSON schema editor (spec §5, entity "JSON schema editor node"), shared by the web editor and the
 * server, which checks every schema it stores with `checkJsonSchema` (the editor's limits are not only a UI
 * matter). Pure: no I/O, no dependencies.
 *
 * A node: type (string, number, integer, array, object, boolean), title, default, description; object:
 * properties, required, notEmpty; array: items, minItems, maxItems; string: minLength, maxLength, enum, enumDesc;
 * number and integer: minimum, maximum, enum, enumDesc.
 */

export const SCHEMA_NODE_TYPES = ['string', 'number', 'integer', 'array', 'object', 'boolean'] as const;
export type SchemaNodeType = (typeof SCHEMA_NODE_TYPES)[number];

export const SCHEMA_LIMITS = {
  /** Nesting levels below the root (the root is level 0). */
  maxDepth: 10,
  /** Nodes in one schema, the root included. */
  maxNodes: 500,
  /** Number bounds (±2^53). */
  numberMin: -9007199254740992,
  numberMax: 9007199254740992,
  /** The default of a number, as text. */
  numberDefaultMaxLength: 15,
  /** The enum text (one value per line). */
  enumTextMaxLength: 120,
  enumDescMaxLength: 100,
  arrayMaxItems: 100000,
  /** Field names of an object. */
  propertyNameMaxLength: 64,
  titleMaxLength: 100,
  descriptionMaxLength: 500,
  stringDefaultMaxLength: 500,
  /** Indentation of the editor per level, in pixels. */
  indentPx: 20,
} as const;

export interface SchemaNode {
  type: SchemaNodeType;
  title?: string;
  description?: string;
  default?: string | number | boolean;
  /** object */
  properties?: Record<string, SchemaNode>;
  required?: string[];
  /** object: true when the object may not be empty. */
  notEmpty?: boolean;
  /** array */
  items?: SchemaNode;
  minItems?: number;
  maxItems?: number;
  /** string */
  minLength?: number;
  maxLength?: number;
  /** string, number, integer */
  enum?: (string | number)[];
  enumDesc?: string;
  /** number, integer */
  minimum?: number;
  maximum?: number;
}

/** Why a schema is refused: where (dotted path from the root, '' for the root) and which rule. */
export interface SchemaIssue {
  path: string;
  rule: SchemaRule;
}

export type SchemaRule =
  | 'notObject'
  | 'type'
  | 'unknownKey'
  | 'depth'
  | 'nodes'
  | 'propertyName'
  | 'required'
  | 'text'
  | 'length'
  | 'bounds'
  | 'range'
  | 'maxItems'
  | 'enum'
  | 'default';

const COMMON_KEYS = ['type', 'title', 'description', 'default', '$schema'];
const KEYS_BY_TYPE: Record<SchemaNodeType, string[]> = {
  object: [...COMMON_KEYS, 'properties', 'required', 'notEmpty'],
  array: [...COMMON_KEYS, 'items', 'minItems', 'maxItems'],
  string: [...COMMON_KEYS, 'minLength', 'maxLength', 'enum', 'enumDesc'],
  number: [...COMMON_KEYS, 'minimum', 'maximum', 'enum', 'enumDesc'],
  integer: [...COMMON_KEYS, 'minimum', 'maximum', 'enum', 'enumDesc'],
  boolean: COMMON_KEYS,
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const isSchemaNodeType = (v: unknown): v is SchemaNodeType =>
  typeof v === 'string' && (SCHEMA_NODE_TYPES as readonly string[]).includes(v);

const inBounds = (n: number) => n >= SCHEMA_LIMITS.numberMin && n <= SCHEMA_LIMITS.numberMax;
const isCount = (v: unknown, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;

/** A valid property name: 1–64 characters, no control characters or surrounding spaces. */
export function isValidPropertyName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= SCHEMA_LIMITS.propertyNameMaxLength &&
    name.trim() === name &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    !/[\u0000-\u001f\u007f]/.test(name)
  );
}

/** The enum of a node as editor text: one value per line. */
export function enumToText(values: readonly (string | number)[] | undefined): string {
  return (values ?? []).map(String).join('\n');
}

/**
 * Parses the editor's enum text (one value per line; blank lines ignored). `ok` is false when the text breaks
 * a rule: too long, a line that is not a number of a number node (not an integer for integer nodes, out of
 * bounds), or a repeated value. The editor then warns that the format is wrong and the data will be lost.
 */
export function parseEnumText(
  text: string,
  type: SchemaNodeType,
): { ok: true; values: (string | number)[] } | { ok: false } {
  if (text.length > SCHEMA_LIMITS.enumTextMaxLength) return { ok: false };
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const values: (string | number)[] = [];
  for (const line of lines) {
    if (type === 'number' || type === 'integer') {
      if (!/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(line)) return { ok: false };
      const n = Number(line);
      if (!Number.isFinite(n) || !inBounds(n) || (type === 'integer' && !Number.isInteger(n)))
        return { ok: false };
      values.push(n);
    } else if (type === 'string') {
      values.push(line);
    } else {
      return { ok: false };
    }
  }
  if (new Set(values).size !== values.length) return { ok: false };
  return { ok: true, values };
}

/** Parses a number default typed in the editor (at most 15 characters, within bounds); null when invalid. */
export function parseNumberDefault(text: string, type: 'number' | 'integer'): number | null {
  const t = text.trim();
  if (t === '' || t.length > SCHEMA_LIMITS.numberDefaultMaxLength) return null;
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  if (!inBounds(n) || (type === 'integer' && !Number.isInteger(n))) return null;
  return n;
}

/**
 * Checks a schema against the editor's rules. Answers every issue found (empty: valid), each with the dotted
 * path of the node (`properties.city.maximum`) and the rule it breaks.
 */
export function checkJsonSchema(schema: unknown): SchemaIssue[] {
  const check = new SchemaCheck();
  check.visit(schema, '', 0);
  return check.issues;
}

type SchemaRecord = Record<string, unknown>;

/** One walk over a schema: the issues found and the number of nodes seen so far. */
class SchemaCheck {
  readonly issues: SchemaIssue[] = [];
  private nodes = 0;

  /** Reports `rule` at the key `key` of the node at `path` (the node itself without a key). */
  report(path: string, key: string | null, rule: SchemaIssue['rule']): void {
    this.issues.push({ path: key === null ? path : at(path, key), rule });
  }

  visit(node: unknown, path: string, depth: number): void {
    this.nodes += 1;
    if (this.nodes > SCHEMA_LIMITS.maxNodes) {
      if (this.nodes === SCHEMA_LIMITS.maxNodes + 1) this.report(path, null, 'nodes');
    } else if (depth > SCHEMA_LIMITS.maxDepth) this.report(path, null, 'depth');
    else if (!isRecord(node)) this.report(path, null, 'notObject');
    else if (!isSchemaNodeType(node.type)) this.report(path, 'type', 'type');
    else this.typed(node, node.type, path, depth);
  }

  private typed(node: SchemaRecord, type: SchemaNodeType, path: string, depth: number): void {
    for (const key of Object.keys(node)) {
      if (!KEYS_BY_TYPE[type].includes(key)) this.report(path, key, 'unknownKey');
    }
    this.text(node, path, 'title', SCHEMA_LIMITS.titleMaxLength);
    this.text(node, path, 'description', SCHEMA_LIMITS.descriptionMaxLength);
    if (type === 'object') this.object(node, path, depth);
    else if (type === 'array') this.array(node, path, depth);
    else if (type === 'string') this.string(node, path);
    else if (type === 'number' || type === 'integer') this.number(node, path, type);
    else if (node.default !== undefined && typeof node.default !== 'boolean')
      this.report(path, 'default', 'default');
  }

  private text(
    node: SchemaRecord,
    path: string,
    key: 'title' | 'description' | 'enumDesc',
    max: number,
  ): void {
    const v = node[key];
    if (v !== undefined && (typeof v !== 'string' || v.length > max)) this.report(path, key, 'text');
  }

  private object(node: SchemaRecord, path: string, depth: number): void {
    const props = node.properties;
    const names: string[] = [];
    if (props !== undefined && !isRecord(props)) this.report(path, 'properties', 'notObject');
    else if (props !== undefined) {
      for (const [name, child] of Object.entries(props)) {
        names.push(name);
        const childPath = at(path, `properties.${name}`);
        if (!isValidPropertyName(name)) this.report(childPath, null, 'propertyName');
        this.visit(child, childPath, depth + 1);
      }
    }
    const req = node.required;
    if (req !== undefined) {
      const ok =
        Array.isArray(req) &&
        req.every((r) => typeof r === 'string' && names.includes(r)) &&
        new Set(req).size === req.length;
      if (!ok) this.report(path, 'required', 'required');
    }
    if (node.notEmpty !== undefined && typeof node.notEmpty !== 'boolean')
      this.report(path, 'notEmpty', 'type');
    if (node.default !== undefined) this.report(path, 'default', 'default');
  }

  private array(node: SchemaRecord, path: string, depth: number): void {
    const { minItems, maxItems } = node;
    if (minItems !== undefined && !isCount(minItems, SCHEMA_LIMITS.arrayMaxItems))
      this.report(path, 'minItems', 'maxItems');
    if (maxItems !== undefined && !isCount(maxItems, SCHEMA_LIMITS.arrayMaxItems))
      this.report(path, 'maxItems', 'maxItems');
    if (typeof minItems === 'number' && typeof maxItems === 'number' && minItems > maxItems)
      this.report(path, 'minItems', 'range');
    if (node.items === undefined) this.report(path, 'items', 'notObject');
    else this.visit(node.items, at(path, 'items'), depth + 1);
    if (node.default !== undefined) this.report(path, 'default', 'default');
  }

  private string(node: SchemaRecord, path: string): void {
    const { minLength, maxLength } = node;
    const max = Number.MAX_SAFE_INTEGER;
    if (minLength !== undefined && !isCount(minLength, max)) this.report(path, 'minLength', 'length');
    if (maxLength !== undefined && !isCount(maxLength, max)) this.report(path, 'maxLength', 'length');
    if (typeof minLength === 'number' && typeof maxLength === 'number' && minLength > maxLength)
      this.report(path, 'minLength', 'range');
    this.enumeration(node, 'string', path);
    const def = node.default;
    if (def !== undefined && (typeof def !== 'string' || def.length > SCHEMA_LIMITS.stringDefaultMaxLength))
      this.report(path, 'default', 'default');
  }

  private number(node: SchemaRecord, path: string, type: 'number' | 'integer'): void {
    const { minimum, maximum } = node;
    for (const [key, v] of [
      ['minimum', minimum],
      ['maximum', maximum],
    ] as const) {
      if (v === undefined) continue;
      if (typeof v !== 'number' || !Number.isFinite(v) || !inBounds(v)) this.report(path, key, 'bounds');
      else if (type === 'integer' && !Number.isInteger(v)) this.report(path, key, 'type');
    }
    if (typeof minimum === 'number' && typeof maximum === 'number' && minimum > maximum)
      this.report(path, 'minimum', 'range');
    this.enumeration(node, type, path);
    const def = node.default;
    if (def !== undefined && (typeof def !== 'number' || parseNumberDefault(String(def), type) === null))
      this.report(path, 'default', 'default');
  }

  private enumeration(node: SchemaRecord, type: SchemaNodeType, path: string): void {
    const values = node.enum;
    if (values !== undefined) {
      const sameType =
        Array.isArray(values) &&
        values.every((v) => (type === 'string' ? typeof v === 'string' : typeof v === 'number'));
      // The stored enum must be exactly what the editor's text would give back.
      const parsed = sameType
        ? parseEnumText(enumToText(values as (string | number)[]), type)
        : { ok: false };
      const same =
        parsed.ok &&
        'values' in parsed &&
        parsed.values.length === (values as unknown[]).length &&
        parsed.values.every((v, i) => v === (values as unknown[])[i]);
      if (!same) this.report(path, 'enum', 'enum');
    }
    this.text(node, path, 'enumDesc', SCHEMA_LIMITS.enumDescMaxLength);
  }
}

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** An empty node of a type (the editor's "switch type" keeps title and description). */
export function emptySchemaNode(
  type: SchemaNodeType,
  keep?: Pick<SchemaNode, 'title' | 'description'>,
): SchemaNode {
  const base: SchemaNode = { type };
  if (keep?.title) base.title = keep.title;
  if (keep?.description) base.description = keep.description;
  if (type === 'object') return { ...base, properties: {}, required: [] };
  if (type === 'array') return { ...base, items: { type: 'string' } };
  return base;
}
