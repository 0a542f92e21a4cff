import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The contract reads numbers with `z.coerce.number()`, so that query strings and ids sent as text parse. Coercion
 * alone also took `true` as 1, `[5]` as 5, `"0x10"` as 16 and `"1e3"` as 1000 (an order quantity of 1000 from a
 * typo). This compiler refuses, before zod runs, any value at a coercing number that is neither a JSON number nor
 * decimal text, with the same 400 "has an invalid format" as other malformed fields.
 */
const NUMBER_TEXT = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/;

/** Marks the validation issue of a value refused here (see `isLooseNumberIssue`). */
const LOOSE_NUMBER = Symbol('looseNumber');

interface SchemaDef {
  type: string;
  coerce?: boolean;
  innerType?: ZodType;
  in?: ZodType;
  shape?: Record<string, ZodType>;
  element?: ZodType;
}

/** A path through objects (keys) and arrays (`*`: every element). */
type Path = string[];

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The paths of every coercing number schema in `schema` (through objects, arrays and wrappers). */
export function coercedNumberPaths(schema: ZodType, path: Path = []): Path[] {
  const def = (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
  if (WRAPPERS.has(def.type) && def.innerType) return coercedNumberPaths(def.innerType, path);
  if (def.type === 'pipe' && def.in) return coercedNumberPaths(def.in, path);
  if (def.type === 'number') return def.coerce ? [path] : [];
  if (def.type === 'array' && def.element) return coercedNumberPaths(def.element, [...path, '*']);
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, child]) => coercedNumberPaths(child, [...path, key]));
  }
  return [];
}

function acceptable(value: unknown): boolean {
  if (value === undefined || value === null || typeof value === 'number') return true;
  return typeof value === 'string' && (value.trim() === '' || NUMBER_TEXT.test(value));
}

/** The concrete path (array indexes filled in) of the first value at `paths` that is not a number; null if none. */
export function looseNumberAt(paths: Path[], data: unknown): Array<string | number> | null {
  const visit = (value: unknown, path: Path, at: Array<string | number>): Array<string | number> | null => {
    if (path.length === 0) return acceptable(value) ? null : at;
    const [head, ...rest] = path as [string, ...string[]];
    if (head === '*') {
      if (!Array.isArray(value)) return null;
      for (let i = 0; i < value.length; i++) {
        const found = visit(value[i], rest, [...at, i]);
        if (found) return found;
      }
      return null;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    return visit((value as Record<string, unknown>)[head], rest, [...at, head]);
  };
  for (const path of paths) {
    const found = visit(data, path, []);
    if (found) return found;
  }
  return null;
}

export function isLooseNumberIssue(issue: unknown): boolean {
  return (
    typeof issue === 'object' && issue !== null && (issue as Record<symbol, unknown>)[LOOSE_NUMBER] === true
  );
}

/** fastify-type-provider-zod's validator compiler, refusing non-numbers at coercing number schemas first. */
export const strictNumberValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const paths = coercedNumberPaths(route.schema);
  if (paths.length === 0) return validate;
  return (data) => {
    const at = looseNumberAt(paths, data);
    if (!at) return validate(data);
    const issue: FastifySchemaValidationError & { [LOOSE_NUMBER]: true } = {
      [LOOSE_NUMBER]: true,
      keyword: 'invalid_type',
      instancePath: `/${at.join('/')}`,
      schemaPath: '',
      message: 'expected a number',
      params: { expected: 'number' },
    };
    return { error: [issue] };
  };
};
