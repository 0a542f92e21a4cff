import { useSearchParams } from 'react-router';
import { ConnectionForm } from '../../features/connections/components/connection-form';

/** Hidden menu url consumer/zqdatalink-add-or-update[?id=]: add or edit a database connection. */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <ConnectionForm key={id} id={/^\d+$/.test(id) ? id : undefined} base="consumer" />;
}
