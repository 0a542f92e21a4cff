import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../features/access/api/permissions';
import { AssetDetail, DETAIL_TABS, type DetailTab } from '../../features/assets/components/asset-detail';
import { idParam, versionParam } from '../../features/assets/paths';
import { fieldPermissions } from '../../features/assets/status';

/** Hidden menu url producer/zqdatasources-info?id=[&version=][&tab=]: an asset, its tables, dictionary, versions, reviews. */
export function Page({ initialTab }: { initialTab?: DetailTab }) {
  const [params] = useSearchParams();
  const permissions = fieldPermissions(usePermissions().data);
  const id = idParam(params.get('id'));
  const version = versionParam(params.get('version'));
  const tab = DETAIL_TABS.find((x) => x === params.get('tab')) ?? initialTab;
  if (!id) return <Result status="404" />;
  return (
    <AssetDetail
      key={`${id}-${version ?? ''}`}
      id={id}
      version={version}
      mode="owner"
      initialTab={tab}
      permissions={permissions}
    />
  );
}
