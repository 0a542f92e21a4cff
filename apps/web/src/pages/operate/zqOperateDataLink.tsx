import { GatewayTestLink } from '../../features/gateway-test/components/gateway-test-link';
import { ItemList } from '../../features/goods/components/item-list';
import { GOODS_VARIANTS } from '../../features/goods/paths';

/** Menu url operate/zqOperateDataLink: every API good, read-only but delist, each testable through the gateway. */
export function Page() {
  return (
    <ItemList
      variant={GOODS_VARIANTS.operatorApi}
      extraActions={(row) => <GatewayTestLink itemId={row.id} name={row.name} />}
    />
  );
}
