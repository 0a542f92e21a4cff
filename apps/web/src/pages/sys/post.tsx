import { PostList } from '../../features/organization/components/post-list';

/** Menu url sys/post: posts of the staff accounts. */
export function Page() {
  return <PostList />;
}
