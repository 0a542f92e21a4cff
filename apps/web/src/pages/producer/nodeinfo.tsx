import { usePermissions } from '../../features/access/api/permissions';
import { NodeList } from '../../features/nodes/components/node-list';
import { NODE_SAVE_PERMISSION } from '../../features/nodes/paths';

/** Menu url producer/nodeinfo: the supplier's data and privacy-computing nodes with live status. */
export function Page() {
  const held = usePermissions().data;
  return <NodeList base="producer" canSave={Boolean(held?.includes(NODE_SAVE_PERMISSION))} />;
}
