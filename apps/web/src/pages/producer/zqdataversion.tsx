import { AssetList } from '../../features/assets/components/asset-list';

/** Menu url producer/zqdataversion (asset table management): the supplier's assets. */
export function Page() {
  return <AssetList mode="producer" />;
}
