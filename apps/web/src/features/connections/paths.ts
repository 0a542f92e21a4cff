/** Routes of the connection pages: suppliers use `producer`, consumers the same pages under `consumer`. */
export function connectionPaths(base = 'producer') {
  const encodeRefs = (refs: [string, string][]) => encodeURIComponent(JSON.stringify(refs));
  return {
    list: `/${base}-zqdatalink`,
    edit: (id?: string) => `/${base}-zqdatalink-add-or-update${id ? `?id=${id}` : ''}`,
    info: (id: string) => `/${base}-zqdatalink-info?id=${id}`,
    testLink: (id: string) => `/${base}-zqdatalink-test-link?id=${id}`,
    table: (id: string, schema: string, table: string) =>
      `/${base}-zqdatalink-info-table?${new URLSearchParams({ id, schema, table }).toString()}`,
    field: (id: string, schema: string, table: string, field?: string) =>
      `/${base}-zqdatalink-info-field?${new URLSearchParams({ id, schema, table, ...(field ? { field } : {}) }).toString()}`,
    /** Register wizard (suppliers): schemas, then tables of those schemas, then fields of those tables. */
    addSchemas: (id: string) => `/${base}-zqdatalink-add-schemas?id=${id}`,
    addTable: (id: string, schemas: string[]) =>
      `/${base}-zqdatalink-add-table?id=${id}&schemas=${encodeURIComponent(JSON.stringify(schemas))}`,
    addField: (id: string, tables: [string, string][]) =>
      `/${base}-zqdatalink-add-field?id=${id}&tables=${encodeRefs(tables)}`,
  };
}

/** Routes of the registered tables (consumers: menu consumer/zqdatatable). */
export function tablePaths(base = 'consumer') {
  return {
    list: `/${base}-zqdatatable`,
    edit: (id?: string, connectionId?: string) =>
      `/${base}-zqdatatable-add-or-update${id ? `?id=${id}` : connectionId ? `?connectionId=${connectionId}` : ''}`,
  };
}

/** A JSON array of strings (or string pairs) from a query parameter; [] when absent or malformed. */
export function parseListParam<T extends string | [string, string]>(value: string | null): T[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item) =>
        typeof item === 'string' ||
        (Array.isArray(item) && item.length === 2 && item.every((part) => typeof part === 'string')),
    ) as T[];
  } catch {
    return [];
  }
}
