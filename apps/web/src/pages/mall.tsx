import { MallLanding } from '../features/mall/components/mall-landing';
import { MallBannerStrip } from '../features/sys-admin/components/mall-banner-strip';

/** /mall: the public landing page, with the operator's home banner below its hero. */
export function Page() {
  return <MallLanding banners={<MallBannerStrip />} />;
}
