import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { RelateAssetButton } from '../../features/app-relations/components/relate-asset-button';
import { AssetDetail, DETAIL_TABS, type DetailTab } from '../../features/assets/components/asset-detail';
import { idParam } from '../../features/assets/paths';

/**
 * Hidden menu url dev/dataDetail?id=[&tab=tables|dictionary|preview][&tableId=]: a listed asset as a developer sees it
 * (tables, dictionary, masked preview) with the request to relate it to an application.
 * dev/tableList, dev/fieldList and dev/previewList open it on their tab.
 */
export function Page({ initialTab }: { initialTab?: DetailTab }) {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const tab = DETAIL_TABS.find((x) => x === params.get('tab')) ?? initialTab;
  const tableId = idParam(params.get('tableId'));
  if (!id) return <Result status="404" />;
  return (
    <AssetDetail
      key={`${id}-${tableId ?? ''}`}
      id={id}
      mode="public"
      initialTab={tab}
      initialTableId={tableId}
      extra={<RelateAssetButton sourceId={id} />}
    />
  );
}
