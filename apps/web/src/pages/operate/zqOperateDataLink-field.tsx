import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { itemDetailTabs, operatorItemDetailActions } from '../../app/item-detail-extras';
import { ItemDetail } from '../../features/goods/components/item-detail';
import { DETAIL_TABS, idParam } from '../../features/goods/paths';

/** Hidden menu url operate/zqOperateDataLink-field?id=[&tab=]: an API good with its interfaces (fields), read-only. */
export function Page() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const tab = DETAIL_TABS.find((x) => x === params.get('tab')) ?? 'interfaces';
  if (!id) return <Result status="404" />;
  return (
    <ItemDetail
      key={`${id}-${tab}`}
      id={id}
      viewer="operator"
      initialTab={tab}
      extraTabs={itemDetailTabs}
      renderActions={operatorItemDetailActions}
    />
  );
}
