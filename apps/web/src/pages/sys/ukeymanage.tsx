import { MyUKeyPanel } from '../../features/ukey/components/my-ukey-panel';

/** Hidden menu url sys/ukeymanage (every role): the caller's USB key. */
export function Page() {
  return <MyUKeyPanel />;
}
