import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { itemDetailActions, itemDetailTabs } from '../../app/item-detail-extras';
import { ItemDetail } from '../../features/goods/components/item-detail';
import { DETAIL_TABS, idParam } from '../../features/goods/paths';

/** Hidden menu url producer/zqgoods-info?id=[&tab=]: a supplier's good with SKUs, assets and reviews. */
export function Page() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const tab = DETAIL_TABS.find((x) => x === params.get('tab'));
  if (!id) return <Result status="404" />;
  return (
    <ItemDetail
      key={`${id}-${tab ?? ''}`}
      id={id}
      viewer="owner"
      initialTab={tab}
      extraTabs={itemDetailTabs}
      renderActions={itemDetailActions}
    />
  );
}
