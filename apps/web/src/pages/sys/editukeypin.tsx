import { ChangePinForm } from '../../features/ukey/components/change-pin-form';

/** Hidden menu url sys/editukeypin (every role): change the PIN of the caller's USB key. */
export function Page() {
  return <ChangePinForm />;
}
