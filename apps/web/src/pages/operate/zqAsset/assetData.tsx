import { AssetList } from '../../../features/assets/components/asset-list';

/** Menu url operate/zqAsset/assetData: every supplier's assets. */
export function Page() {
  return <AssetList mode="operator" />;
}
