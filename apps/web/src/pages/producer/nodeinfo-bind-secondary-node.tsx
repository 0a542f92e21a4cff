import { useSearchParams } from 'react-router';
import { BindSecondary } from '../../features/nodes/components/bind-secondary';

/** Hidden menu url producer/nodeinfo-bind-secondary-node[?id=]: bind secondary nodes to a primary node. */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <BindSecondary key={id} id={/^\d+$/.test(id) ? id : undefined} base="producer" />;
}
