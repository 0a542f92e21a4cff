import { GrantTable } from '../components/grant-table';
import { usePaging } from './use-paging';

/** /private/assets: every data-asset grant the consumer holds. */
export function AssetsPage() {
  return <GrantTable {...usePaging()} />;
}
