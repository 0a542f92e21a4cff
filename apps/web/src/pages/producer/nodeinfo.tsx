import { NodeList } from '../../features/nodes/components/node-list';

/** Menu url producer/nodeinfo: the supplier's data and privacy-computing nodes with live status. */
export function Page() {
  return <NodeList base="producer" />;
}
