import { ChannelAdmin } from '../../../features/content/admin/channel-admin';

/** Menu url operate/content/channel: content channels. */
export function Page() {
  return <ChannelAdmin />;
}
