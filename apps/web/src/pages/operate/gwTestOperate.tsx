import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { OperatorApiTest } from '../../features/gateway-test/components/operator-api-test';
import { itemIdParam } from '../../features/gateway-test/paths';
import { requestSkeleton } from '../../features/interfaces/request-skeleton';

/** Hidden menu url operate/gwTestOperate?itemId=: the operator tests an API good through the gateway. */
export function Page() {
  const [params] = useSearchParams();
  const itemId = itemIdParam(params.get('itemId'));
  if (!itemId) return <Result status="404" />;
  return <OperatorApiTest key={itemId} itemId={itemId} bodySkeleton={requestSkeleton} />;
}
