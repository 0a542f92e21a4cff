/** Pages of the main app the workbench links to (full page loads). */
export const MAIN_PAGES = {
  applyNode: '/consumer-node-apply',
  buyAssets: '/datasource',
  permissions: '/consumer-permissions-index',
  home: '/home',
} as const;
