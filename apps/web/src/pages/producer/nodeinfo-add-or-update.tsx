import { useSearchParams } from 'react-router';
import { NodeForm } from '../../features/nodes/components/node-form';

/** Hidden menu url producer/nodeinfo-add-or-update[?id=] (permission nodeInfo:nodeinfo:save): add or edit a node. */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <NodeForm key={id} id={/^\d+$/.test(id) ? id : undefined} base="producer" />;
}
