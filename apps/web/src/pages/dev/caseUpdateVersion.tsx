import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { CaseForm } from '../../features/goods-versions/components/case-form';
import { idFrom } from '../../features/goods-versions/paths';

/** Hidden menu url dev/caseUpdateVersion?id=: moves a use case to another version. */
export function Page() {
  const id = idFrom(useSearchParams()[0].get('id'));
  if (!id) return <Result status="404" />;
  return <CaseForm key={id} mode="updateVersion" id={id} />;
}
