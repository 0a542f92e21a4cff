import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { PluginVersions } from '../../features/gateway-plugins/components/plugin-versions';
import { itemIdParam } from '../../features/gateway-plugins/paths';

/** Hidden menu url pluginManage/viewVersions?itemId=: the plugin versions of an API good, with restore. */
export function Page() {
  const [params] = useSearchParams();
  const itemId = itemIdParam(params.get('itemId'));
  if (!itemId) return <Result status="404" />;
  return <PluginVersions key={itemId} itemId={itemId} />;
}
