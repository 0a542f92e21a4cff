import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { CaseForm } from '../../features/goods-versions/components/case-form';
import { idFrom } from '../../features/goods-versions/paths';

/** Hidden menu url dev/caseAdd?itemId=: adds a use case of a version of a data application. */
export function Page() {
  const itemId = idFrom(useSearchParams()[0].get('itemId'));
  if (!itemId) return <Result status="404" />;
  return <CaseForm key={itemId} mode="add" itemId={itemId} />;
}
