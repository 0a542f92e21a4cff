/** Routes of the connection pages; suppliers use `producer`, consumers could reuse them under `consumer`. */
export function connectionPaths(base = 'producer') {
  return {
    list: `/${base}-zqdatalink`,
    edit: (id?: string) => `/${base}-zqdatalink-add-or-update${id ? `?id=${id}` : ''}`,
    info: (id: string) => `/${base}-zqdatalink-info?id=${id}`,
    table: (id: string, schema: string, table: string) =>
      `/${base}-zqdatalink-info-table?${new URLSearchParams({ id, schema, table }).toString()}`,
  };
}
