import { FollowList } from '../../features/mall/components/follow-list';

/** sys/user-attention: the shops I follow. */
export function Page() {
  return <FollowList />;
}
