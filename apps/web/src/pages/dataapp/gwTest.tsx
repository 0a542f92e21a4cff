import { goods } from '@datamall/contract';
import { Skeleton } from 'antd';
import { MallApiTest } from '../../features/gateway-test/components/mall-api-test';
import { requestSkeleton } from '../../features/interfaces/request-skeleton';
import { useMallItemDetail } from '../../features/mall/api/item-detail';
import { GwTest } from '../../features/mall/components/gw-test';
import { useDetailItemId } from '../../features/mall/components/item-detail';
import { detailHref } from '../../shared/mall-links';

/**
 * /dataapp/gwTest?itemId=: an API good is tried through the gateway with a sandbox key; an application at its
 * own test address, as before.
 */
export function Page() {
  const itemId = useDetailItemId();
  const detail = useMallItemDetail(itemId);
  const item = detail.data;
  if (itemId && detail.isPending) {
    return (
      <div className="mall-page" data-testid="gw-test-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (item?.itemType === goods.ItemType.API) {
    return (
      <div className="mall-page">
        <MallApiTest
          itemId={item.id}
          itemName={item.name}
          ownerId={item.shop.ownerId}
          detailHref={detailHref(item)}
          bodySkeleton={requestSkeleton}
        />
      </div>
    );
  }
  return <GwTest />;
}
