import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { ConnectionDetail } from '../../features/connections/components/connection-detail';

/** Hidden menu url consumer/zqdatalink-info?id=: a connection with its schemas and tables. */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return /^\d+$/.test(id) ? <ConnectionDetail id={id} base="consumer" /> : <Result status="404" />;
}
