import { GwTest } from '../../features/mall/components/gw-test';

/** /dataapp/gwTest?itemId=: the application test page. */
export function Page() {
  return <GwTest />;
}
