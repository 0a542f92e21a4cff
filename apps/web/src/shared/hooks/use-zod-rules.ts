import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * What a form can enforce of one field of a contract schema, read from zod's definition (zod 4 `_zod.def`).
 * Refinements (`.refine`) are code and cannot be read: forms add those rules themselves.
 */
export interface FieldLimits {
  kind: 'string' | 'number' | 'array' | 'other';
  /** Empty (undefined, null, '' or []) is refused. */
  required: boolean;
  /** Characters of a string, items of an array. */
  minLength?: number;
  maxLength?: number;
  patterns: RegExp[];
  /** What `.trim()`, `.toUpperCase()`… make of the text before the patterns see it. */
  normalize: (text: string) => string;
  /** Bounds of a number, inclusive unless flagged (`positive()` on an integer reads as min 1). */
  min?: number;
  max?: number;
  minExclusive?: boolean;
  maxExclusive?: boolean;
  integer: boolean;
}

interface Def {
  type: string;
  checks?: Node[];
  innerType?: Node;
  in?: Node;
  out?: Node;
  element?: Node;
  valueType?: Node;
  options?: Node[];
  values?: unknown[];
  shape?: Record<string, Node>;
  check?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  tx?: (value: string) => string;
}
type Node = { _zod: { def: Def } };

const WRAPPERS = new Set(['readonly', 'catch']);
const OPTIONAL = new Set(['optional', 'nullable', 'default', 'prefault']);

function hasTransform(node: Node): boolean {
  const def = node._zod.def;
  if (def.type === 'transform') return true;
  if (def.type === 'pipe') return hasTransform(def.in as Node) || hasTransform(def.out as Node);
  return def.innerType ? hasTransform(def.innerType) : false;
}

function collect(node: Node, limits: FieldLimits): void {
  const def = node._zod.def;
  if (OPTIONAL.has(def.type)) {
    limits.required = false;
    collect(def.innerType as Node, limits);
    return;
  }
  if (WRAPPERS.has(def.type) || def.type === 'nonoptional') {
    if (def.innerType) collect(def.innerType, limits);
    return;
  }
  if (def.type === 'pipe') {
    const from = def.in as Node;
    const to = def.out as Node;
    // preprocess: the form holds what the transform reads, so the target's limits apply; a transform
    // followed by a pipe changes the text, so only the limits before it bound what the user types.
    if (from._zod.def.type === 'transform') collect(to, limits);
    else if (hasTransform(from)) collect(from, limits);
    else {
      collect(from, limits);
      collect(to, limits);
    }
    return;
  }
  if (def.type === 'union' && def.options) {
    // `text.or(z.literal(''))`: the one open option gives the limits, the literal makes the field optional.
    const open = def.options.filter((o) => o._zod.def.type !== 'literal');
    const literals = def.options.filter((o) => o._zod.def.type === 'literal');
    if (literals.some((o) => o._zod.def.values?.some((v) => v === '' || v == null))) limits.required = false;
    if (open.length === 1) collect(open[0] as Node, limits);
    return;
  }
  if (def.type === 'string' || def.type === 'number' || def.type === 'array') limits.kind = def.type;
  // String formats (z.email()) carry their own check on the definition itself.
  for (const check of [node, ...(def.checks ?? [])]) {
    const c = check._zod.def;
    switch (c.check) {
      case 'min_length':
        limits.minLength = Math.max(limits.minLength ?? 0, c.minimum ?? 0);
        break;
      case 'max_length':
        limits.maxLength = Math.min(limits.maxLength ?? Number.POSITIVE_INFINITY, c.maximum ?? 0);
        break;
      case 'length_equals':
        limits.minLength = c.length;
        limits.maxLength = c.length;
        break;
      case 'string_format':
        if (c.pattern) limits.patterns.push(c.pattern);
        break;
      case 'overwrite':
        if (c.tx) {
          const [before, tx] = [limits.normalize, c.tx];
          limits.normalize = (text) => tx(before(text));
        }
        break;
      case 'number_format':
        if (c.format?.includes('int')) limits.integer = true;
        break;
      case 'greater_than':
        if (limits.min === undefined || (c.value ?? 0) >= limits.min) {
          limits.min = c.value ?? 0;
          limits.minExclusive = !c.inclusive;
        }
        break;
      case 'less_than':
        if (limits.max === undefined || (c.value ?? 0) <= limits.max) {
          limits.max = c.value ?? 0;
          limits.maxExclusive = !c.inclusive;
        }
        break;
    }
  }
}

/** A schema of the contract, or an endpoint of it (its body, else its query). */
export type RuleSource = z.ZodType | { body?: z.ZodType; query?: z.ZodType };
export type FieldPath = string | readonly (string | number)[];

function schemaOf(source: RuleSource): Node {
  const schema = '_zod' in source ? source : (source.body ?? source.query);
  if (!schema) throw new Error('The endpoint has neither body nor query');
  return schema as unknown as Node;
}

const QUANTIFIER = /^(?:\{(\d+)(,(\d*))?\}|[*+?])\??/;

/** Index after the `[...]` class or `(...)` group opening at `start`. */
function skipBracket(src: string, start: number): number {
  let depth = 0;
  for (let i = start; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[start] === '[') {
      if (src[i] === ']' && i > start) return i + 1;
    } else if (src[i] === '[') i = skipBracket(src, i) - 1;
    else if (src[i] === '(') depth++;
    else if (src[i] === ')' && --depth === 0) return i + 1;
  }
  return src.length;
}

/** Longest match of `src` from `start` to its group's `)` (or the end); undefined when unbounded. */
function longest(
  src: string,
  start: number,
): { max: number | undefined; end: number; alternatives: boolean } {
  let best = 0;
  let total: number | undefined = 0;
  let alternatives = false;
  let i = start;
  while (i < src.length && src[i] !== ')') {
    if (src[i] === '|') {
      best = total === undefined ? Number.NaN : Math.max(best, total);
      total = 0;
      alternatives = true;
      i++;
      continue;
    }
    if (/^\(\?<?[=!]/.test(src.slice(i))) {
      i = skipBracket(src, i);
      continue;
    }
    let width: number | undefined = 1;
    if (src[i] === '(') {
      const open = /^\((\?:|\?<[^>]+>)?/.exec(src.slice(i))?.[0].length ?? 1;
      const inner = longest(src, i + open);
      width = inner.max;
      i = inner.end + 1;
    } else if (src[i] === '[') i = skipBracket(src, i);
    else if (src[i] === '\\') i += src[i + 1] === 'x' ? 4 : src[i + 1] === 'u' ? 6 : 2;
    else {
      if (src[i] === '^' || src[i] === '$') width = 0;
      i++;
    }
    const q = QUANTIFIER.exec(src.slice(i));
    let times: number | undefined = 1;
    if (q) {
      times = q[0][0] === '*' || q[0][0] === '+' || (q[2] && !q[3]) ? undefined : Number(q[3] ?? q[1] ?? 1);
      i += q[0].length;
    }
    total =
      total === undefined || width === undefined || times === undefined ? undefined : total + width * times;
  }
  const max = total === undefined || Number.isNaN(best) ? undefined : Math.max(best, total);
  return { max, end: i, alternatives };
}

/**
 * The longest text an anchored pattern such as /^1\d{10}$/ or /^(?=.*\d)[\x21-\x7e]{8,32}$/ accepts; undefined
 * when it is unbounded (`+`, `*`, `{n,}`) or not anchored at both ends.
 */
export function patternMaxLength(pattern: RegExp): number | undefined {
  const src = pattern.source;
  if (!src.startsWith('^') || !src.endsWith('$') || src.endsWith('\\$') || pattern.flags.includes('m'))
    return undefined;
  const whole = longest(src, 0);
  // `^a|b$` anchors each alternative at one end only.
  return whole.alternatives || whole.end < src.length ? undefined : whole.max;
}

function fieldNode(source: RuleSource, path: FieldPath): Node {
  let node = schemaOf(source);
  for (const key of typeof path === 'string' ? [path] : path) {
    while (OPTIONAL.has(node._zod.def.type) || WRAPPERS.has(node._zod.def.type))
      node = node._zod.def.innerType as Node;
    const def = node._zod.def;
    // A number steps into an array's items, any key into a record's values or the union's option having it.
    const next =
      typeof key === 'number'
        ? def.element
        : (def.shape?.[key] ??
          def.valueType ??
          def.options?.map((option) => option._zod.def.shape?.[key]).find((field) => field !== undefined));
    if (!next) throw new Error(`The schema has no field ${String(key)}`);
    node = next;
  }
  return node;
}

/** The limits of `path` (a key, or the path of a nested field) of an object schema of the contract. */
export function fieldLimits(source: RuleSource, path: FieldPath): FieldLimits {
  const limits: FieldLimits = {
    kind: 'other',
    required: true,
    patterns: [],
    normalize: (text) => text,
    integer: false,
  };
  collect(fieldNode(source, path), limits);
  if (limits.integer) {
    // An exclusive bound of an integer (`positive()`) is the next integer inside.
    if (limits.min !== undefined)
      limits.min = limits.minExclusive ? Math.floor(limits.min) + 1 : Math.ceil(limits.min);
    if (limits.max !== undefined)
      limits.max = limits.maxExclusive ? Math.ceil(limits.max) - 1 : Math.floor(limits.max);
    limits.minExclusive = undefined;
    limits.maxExclusive = undefined;
  }
  // Safe-integer bounds of `.int()` are no limit a user meets.
  if (limits.min !== undefined && limits.min <= Number.MIN_SAFE_INTEGER) limits.min = undefined;
  if (limits.max !== undefined && limits.max >= Number.MAX_SAFE_INTEGER) limits.max = undefined;
  for (const pattern of limits.patterns) {
    const longest = patternMaxLength(pattern);
    if (longest !== undefined) limits.maxLength = Math.min(limits.maxLength ?? longest, longest);
  }
  if (limits.required && limits.kind === 'string') {
    // A text that may be empty is not required: only a minimum length or a pattern refusing '' makes it so.
    limits.required = (limits.minLength ?? 0) > 0 || limits.patterns.some((p) => !p.test(''));
  }
  if (limits.required && limits.kind === 'array') limits.required = (limits.minLength ?? 0) > 0;
  return limits;
}

/** The `maxLength` of the input of a text field (undefined when the contract sets none). */
export function zodMaxLength(source: RuleSource, path: FieldPath): number | undefined {
  return fieldLimits(source, path).maxLength;
}

export interface ZodRuleOptions {
  /** Overrides the contract (a field a refinement requires, or one the form fills in later). */
  required?: boolean;
  /** Message of a pattern (default: "<label> has an invalid format"). */
  formatMessage?: string;
}

type Translate = (key: string, options: Record<string, unknown>) => string;

/** antd rules enforcing `limits`, worded with the validation texts. */
export function limitRules(
  limits: FieldLimits,
  label: string,
  t: Translate,
  options: ZodRuleOptions = {},
): FormRule[] {
  const field = label;
  const rules: FormRule[] = [];
  const { minLength: min, maxLength: max } = limits;
  if (options.required ?? limits.required) {
    rules.push(
      limits.kind === 'string'
        ? { required: true, whitespace: true, message: t('required', { field }) }
        : { required: true, message: t('required', { field }) },
    );
  }
  if (limits.kind === 'string' && (min !== undefined || max !== undefined)) {
    const key =
      min !== undefined && min === max
        ? 'exactLength'
        : min && max !== undefined
          ? 'length'
          : max !== undefined
            ? 'maxLength'
            : 'minLength';
    const message = t(key, { field, min, max });
    // Counted as the server counts (after its trim); an empty text is the required rule's business.
    rules.push({
      validator: (_rule, value: unknown) => {
        if (typeof value !== 'string' || value === '') return Promise.resolve();
        const { length } = limits.normalize(value);
        return length > 0 && ((min !== undefined && length < min) || (max !== undefined && length > max))
          ? Promise.reject(new Error(message))
          : Promise.resolve();
      },
    });
  }
  if (limits.kind === 'array' && max !== undefined) {
    rules.push({ type: 'array', max, message: t('maxItems', { field, max }) });
  }
  for (const pattern of limits.patterns) {
    const message = options.formatMessage ?? t('format', { field });
    // Tested as the server tests it: after its trim or case change.
    rules.push({
      validator: (_rule, value: unknown) =>
        typeof value !== 'string' || value === '' || pattern.test(limits.normalize(value))
          ? Promise.resolve()
          : Promise.reject(new Error(message)),
    });
  }

  if (limits.kind === 'number' && (limits.min !== undefined || limits.max !== undefined)) {
    const { min: low, max: high } = limits;
    const key = low !== undefined && high !== undefined ? 'range' : low !== undefined ? 'min' : 'max';
    const message = t(key, { field, min: low, max: high });
    // Forms hold ids and amounts as text too: compare the number they read as.
    rules.push({
      validator: (_rule, value: unknown) => {
        if (value === undefined || value === null || value === '') return Promise.resolve();
        const n = Number(value);
        const inside =
          (low === undefined || n > low || (n === low && !limits.minExclusive)) &&
          (high === undefined || n < high || (n === high && !limits.maxExclusive));
        return inside ? Promise.resolve() : Promise.reject(new Error(message));
      },
    });
  }
  return rules;
}

/**
 * Form rules and input limits taken from a contract schema, so a form never types a limit again:
 * `rules={f.rules('name', t('fields.name'))}` and `<Input maxLength={f.maxLength('name')} />`.
 */
export function useZodRules(source: RuleSource) {
  const { t, i18n } = useTranslation('validation');
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes
  return useMemo(() => {
    const limitsOf = (path: FieldPath) => fieldLimits(source, path);
    return {
      limits: limitsOf,
      rules: (path: FieldPath, label: string, options?: ZodRuleOptions): FormRule[] =>
        limitRules(limitsOf(path), label, t as Translate, options),
      maxLength: (path: FieldPath) => limitsOf(path).maxLength,
      /** The required rule of a field the contract leaves open or a refinement requires. */
      required: (label: string): FormRule => ({
        required: true,
        whitespace: true,
        message: t('required', { field: label }),
      }),
      /** `min`, `max` and `precision` of an InputNumber. */
      number: (path: FieldPath) => {
        const { min, max, integer } = limitsOf(path);
        return { min, max, precision: integer ? 0 : undefined };
      },
    };
  }, [source, t, i18n.language]);
}

/** What `useZodRules` gives a form. */
export type ZodRules = ReturnType<typeof useZodRules>;
