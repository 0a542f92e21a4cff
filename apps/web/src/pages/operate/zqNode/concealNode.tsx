import { OperatorNodeList } from '../../../features/nodes/components/operator-node-list';

/** Menu url operate/zqNode/concealNode: every owner's privacy-computing nodes. */
export function Page() {
  return <OperatorNodeList kind="privacy" />;
}
