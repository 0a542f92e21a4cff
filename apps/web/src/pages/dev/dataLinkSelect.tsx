import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { RelationList } from '../../features/app-relations/components/relation-list';
import { idParam } from '../../features/goods/paths';

/** Hidden menu url dev/dataLinkSelect?id=: the data assets a developer's application is related to. */
export function Page() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <Result status="404" />;
  return <RelationList party="developer" itemId={id} />;
}
