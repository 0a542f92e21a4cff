import { OperatorNodeList } from '../../../features/nodes/components/operator-node-list';

/** Menu url operate/zqNode/dataNode: every owner's data nodes. */
export function Page() {
  return <OperatorNodeList kind="data" />;
}
