import { BannerList } from '../../features/sys-admin/components/banner-list';

/** Menu url operate/banner. */
export function Page() {
  return <BannerList />;
}
