import { ListedAssetList } from '../../features/app-relations/components/listed-asset-list';

/** Hidden menu url dev/dataSourceList: listed data assets to build applications on. */
export function Page() {
  return <ListedAssetList />;
}
