import { UShieldChange } from '../../../../features/ukey/components/ushield-change';
import { SHOP_OWNER_USHIELD_PATHS } from '../../../../features/ukey/paths';

/** Hidden menu url operate/zqCommercial/components/UshieldChange?userId=: bind or change a supplier's or developer's USB key. */
export function Page() {
  return <UShieldChange roleTypes={[2, 3]} paths={SHOP_OWNER_USHIELD_PATHS} />;
}
