import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { idParam } from '../../features/goods/paths';
import { InterfaceTester } from '../../features/interfaces/components/interface-tester';

/** Hidden menu url dev/apiTest?id=[&from=jiao]: a test call of an interface of the developer's API good. */
export function Page() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <Result status="404" />;
  return <InterfaceTester key={id} id={id} variant={params.get('from') === 'jiao' ? 'jiao' : 'dev'} />;
}
