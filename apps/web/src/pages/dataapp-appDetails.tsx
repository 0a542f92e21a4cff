import { AppPreviewTab } from '../features/app-preview/components/app-preview-tab';
import { UsedDataTab } from '../features/app-relations/components/used-data-tab';
import { hasTestAddress, TestTab } from '../features/mall/components/gw-test';
import { ItemDetailView } from '../features/mall/components/item-detail';
import { SampleTab } from '../features/mall/components/sample-preview';
import { MALL_KINDS } from '../features/mall/kinds';

/**
 * /dataapp-appDetails?itemId=: a data application (with its data preview and, when it runs at an address of its
 * own, test entry) or a data package (with a preview and the download of its sample).
 */
export function Page() {
  return (
    <ItemDetailView
      kind={MALL_KINDS.dataapp}
      extraTabs={(item) =>
        item.itemType === 1
          ? [AppPreviewTab(item), UsedDataTab(item), ...(hasTestAddress(item) ? [TestTab(item)] : [])]
          : item.itemType === 2 && item.sampleFile
            ? [SampleTab(item)]
            : []
      }
    />
  );
}
