/** A route parameter naming an id (positive integer), else undefined. */
export function idParam(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  return /^[1-9]\d{0,17}$/.test(text) ? text : undefined;
}
