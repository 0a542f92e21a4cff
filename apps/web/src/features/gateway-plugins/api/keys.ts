/** Query keys of the gateway-plugin pages; a save or restore refreshes everything under it. */
export const gatewayPluginsKey = ['gatewayPlugins'] as const;
export const pluginGoodsKey = [...gatewayPluginsKey, 'goods'] as const;
export const pluginVersionsKey = (itemId: string) => [...gatewayPluginsKey, 'versions', itemId] as const;
export const pluginCurrentKey = (itemId: string) => [...gatewayPluginsKey, 'current', itemId] as const;
