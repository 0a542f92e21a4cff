import { UKeyPolicyBar } from '../../../features/ukey/components/ukey-policy';
import { ShopOwnerList } from '../../../features/users/components/shop-owner-list';

/** Menu url operate/zqCommercial/supplier: supplier and developer management. */
export function Page() {
  return (
    <>
      <UKeyPolicyBar roleTypes={[3, 2]} />
      <ShopOwnerList />
    </>
  );
}
