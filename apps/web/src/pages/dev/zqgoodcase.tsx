import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { CaseList } from '../../features/goods-versions/components/case-list';
import { idFrom } from '../../features/goods-versions/paths';

/** Hidden menu url dev/zqgoodcase?itemId=: use cases (deployments) of a data application. */
export function Page() {
  const itemId = idFrom(useSearchParams()[0].get('itemId'));
  if (!itemId) return <Result status="404" />;
  return <CaseList key={itemId} itemId={itemId} />;
}
