import { useSearchParams } from 'react-router';
import { BindSecondary } from '../../../features/nodes/components/bind-secondary';

/** Menu url consumer/node/bind[?id=]: pick a primary node, then bind secondary nodes to it. */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <BindSecondary key={id} id={/^\d+$/.test(id) ? id : undefined} base="consumer" />;
}
