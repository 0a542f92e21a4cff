import { NodeTable } from '../components/node-table';
import { usePaging } from './use-paging';

/** /private/nodes: every privacy-computing node of the consumer. */
export function NodesPage() {
  return <NodeTable {...usePaging()} />;
}
