import { useSearchParams } from 'react-router';
import { NodeForm } from '../../../features/nodes/components/node-form';

/** Menu url consumer/node/apply[?id=]: register (apply for) a node of the consumer, or edit one. */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <NodeForm key={id} id={/^\d+$/.test(id) ? id : undefined} base="consumer" />;
}
