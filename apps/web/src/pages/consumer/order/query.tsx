import { goods } from '@datamall/contract';
import { ConsumerUsageQuery } from '../../../features/gateway/components/consumer-usage-query';
import { PaidOrderPicker } from '../../../features/orders/components/paid-order-picker';
import { orderPaths } from '../../../features/orders/paths';

/** Hidden menu url consumer/order/query (`?orderId=&from=&to=&page=&limit=`): the consumer's API calls per day. */
export function Page() {
  return (
    <ConsumerUsageQuery
      orderPicker={(value, onChange) => (
        <PaidOrderPicker
          itemType={goods.ItemType.API}
          value={value}
          onChange={onChange}
          onClear={() => onChange(undefined)}
        />
      )}
      usageHref={(orderId) => orderPaths.usage('user', orderId)}
    />
  );
}
