import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { itemDetailActions, itemDetailTabs } from '../../app/item-detail-extras';
import { usePermissions } from '../../features/access/api/permissions';
import { ItemDetail } from '../../features/goods/components/item-detail';
import { DETAIL_TABS, GOODS_DELETE_PERMISSION, idParam } from '../../features/goods/paths';

/** Hidden menu url dev/apiInfo?id=[&tab=]: a developer's good (data application or API good). */
export function Page() {
  const [params] = useSearchParams();
  const held = usePermissions().data;
  const id = idParam(params.get('id'));
  const tab = DETAIL_TABS.find((x) => x === params.get('tab'));
  if (!id) return <Result status="404" />;
  return (
    <ItemDetail
      key={`${id}-${tab ?? ''}`}
      id={id}
      viewer="owner"
      initialTab={tab}
      allowDelete={Boolean(held?.includes(GOODS_DELETE_PERMISSION))}
      extraTabs={itemDetailTabs}
      renderActions={itemDetailActions}
    />
  );
}
