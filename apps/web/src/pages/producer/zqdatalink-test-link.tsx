import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { ConnectionTestPanel } from '../../features/connections/components/connection-test-panel';

/** Hidden menu url producer/zqdatalink-test-link?id=: tests a saved connection, with the reason and the time taken. */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return /^\d+$/.test(id) ? <ConnectionTestPanel key={id} id={id} /> : <Result status="404" />;
}
