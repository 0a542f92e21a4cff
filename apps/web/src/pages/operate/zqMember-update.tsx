import { UShieldAdmin } from '../../features/ukey/components/ushield-admin';
import { CONSUMER_USHIELD_PATHS } from '../../features/ukey/paths';

/** Hidden menu url operate/zqMember-update?userId=: a consumer's USB key (freeze, unfreeze, reset PIN, unbind). */
export function Page() {
  return <UShieldAdmin roleTypes={[1]} paths={CONSUMER_USHIELD_PATHS} />;
}
