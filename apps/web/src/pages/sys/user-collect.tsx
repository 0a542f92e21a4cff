import { FavouriteList } from '../../features/mall/components/favourite-list';

/** sys/user-collect: my favourite goods. */
export function Page() {
  return <FavouriteList />;
}
