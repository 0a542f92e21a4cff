/** Routes of the plugin pages (menu urls pluginManage/index and the hidden pluginManage/viewVersions). */
export const PLUGIN_PATHS = {
  list: '/pluginManage-index',
  versions: (itemId: string) => `/pluginManage-viewVersions?itemId=${encodeURIComponent(itemId)}`,
} as const;

/** `itemId` of the query when it names a good (positive integer), else undefined. */
export function itemIdParam(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  return /^[1-9]\d{0,17}$/.test(text) ? text : undefined;
}
