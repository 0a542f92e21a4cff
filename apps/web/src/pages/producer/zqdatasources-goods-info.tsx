import { Page as AssetInfoPage } from './zqdatasources-info';

/** Hidden menu url producer/zqdatasources-goods-info?id=: the asset detail opened on what uses it (goods). */
export function Page() {
  return <AssetInfoPage initialTab="usage" />;
}
