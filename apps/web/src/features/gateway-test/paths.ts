/** The test consoles: the mall's (consumers, the good's developer) and the operator's hidden page. */
export const GATEWAY_TEST_PATHS = {
  mall: (itemId: string) => `/dataapp/gwTest?itemId=${encodeURIComponent(itemId)}`,
  operator: (itemId: string) => `/operate-gwTestOperate?itemId=${encodeURIComponent(itemId)}`,
} as const;

/** `itemId` of the query when it names a good (positive integer), else undefined. */
export function itemIdParam(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  return /^[1-9]\d{0,17}$/.test(text) ? text : undefined;
}
