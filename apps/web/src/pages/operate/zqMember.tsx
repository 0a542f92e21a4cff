import { UKeyPolicyBar } from '../../features/ukey/components/ukey-policy';
import { ConsumerList } from '../../features/users/components/consumer-list';

/** Menu url operate/zqMember: consumer management (status, detail, credit limit). */
export function Page() {
  return (
    <>
      <UKeyPolicyBar roleTypes={[1]} />
      <ConsumerList />
    </>
  );
}
