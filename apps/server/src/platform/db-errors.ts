/** The SQLSTATE of a unique (or primary key) violation. */
const UNIQUE_VIOLATION = '23505';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
}

/** The driver's error: drizzle wraps it in `cause`; PGlite and node-postgres both carry `code` and `constraint`. */
function driverError(error: unknown): PgErrorFields | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as PgErrorFields & { cause?: unknown };
  if (e.code === UNIQUE_VIOLATION) return e;
  const cause = e.cause as PgErrorFields | undefined;
  return cause?.code === UNIQUE_VIOLATION ? cause : undefined;
}

/**
 * Whether `error` is PostgreSQL refusing a duplicate: a concurrent insert that passed the check before it loses on
 * the unique index. With `constraint`, only a violation of that constraint (or unique index) counts.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = driverError(error);
  return found !== undefined && (constraint === undefined || found.constraint === constraint);
}
