import { PluginGoodsTable } from '../../features/gateway-plugins/components/plugin-goods-table';

/** Menu url pluginManage/index: the gateway plugins of API goods (the developer edits own goods; the operator reads). */
export function Page() {
  return <PluginGoodsTable />;
}
