import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { idParam } from '../../features/goods/paths';
import { InterfaceForm } from '../../features/interfaces/components/interface-form';

/** Hidden menu url dev/interFaceUpdate?id=: edits an interface of an API good. */
export function Page() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <Result status="404" />;
  return <InterfaceForm key={id} id={id} />;
}
