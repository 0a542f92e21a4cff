import { UShieldAdmin } from '../../../../features/ukey/components/ushield-admin';
import { SHOP_OWNER_USHIELD_PATHS } from '../../../../features/ukey/paths';

/** Hidden menu url operate/zqCommercial/components/Ushield?userId=: a supplier's or developer's USB key. */
export function Page() {
  return <UShieldAdmin roleTypes={[2, 3]} paths={SHOP_OWNER_USHIELD_PATHS} />;
}
