/** Trimmed text; empty strings and nulls are dropped, so "no filter" sends nothing. */
export function cleanFilters<F extends object>(values: F): F {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const clean = typeof value === 'string' ? value.trim() : value;
    if (clean !== '' && clean !== null && clean !== undefined) out[key] = clean;
  }
  return out as F;
}
