import { UShieldChange } from '../../features/ukey/components/ushield-change';
import { CONSUMER_USHIELD_PATHS } from '../../features/ukey/paths';

/** Hidden menu url operate/zqMember-change?userId=: bind or change a consumer's USB key. */
export function Page() {
  return <UShieldChange roleTypes={[1]} paths={CONSUMER_USHIELD_PATHS} />;
}
