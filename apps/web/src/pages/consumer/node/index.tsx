import { NodeList } from '../../../features/nodes/components/node-list';

/** Menu url consumer/node/index: the consumer's nodes with live status. */
export function Page() {
  return <NodeList base="consumer" />;
}
