/** A page request of the list conventions: page from 1, limit 10/20/50/100. */
export interface PageRequest {
  page: number;
  limit: number;
}

export const offsetOf = (p: PageRequest) => (p.page - 1) * p.limit;

/** Escapes LIKE wildcards in user input. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
