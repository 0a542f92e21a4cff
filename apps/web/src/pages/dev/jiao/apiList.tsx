import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { idParam } from '../../../features/goods/paths';
import { InterfaceList } from '../../../features/interfaces/components/interface-list';

/** Hidden menu url dev/jiao/apiList?id= (self-owned API variant): the interfaces of an API good over all its SKUs. */
export function Page() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <Result status="404" />;
  return <InterfaceList key={id} itemId={id} variant="jiao" />;
}
