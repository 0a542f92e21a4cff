import { MyNotices } from '../../features/content/components/my-notices';

/** Menu url sys/notice-user (permission sys:notice:all): my notices. */
export function Page() {
  return <MyNotices />;
}
