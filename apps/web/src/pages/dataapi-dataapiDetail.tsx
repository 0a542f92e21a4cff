import { useTranslation } from 'react-i18next';
import { ApiTestTab } from '../features/gateway-test/components/api-test-tab';
import { InterfaceDocs } from '../features/mall/components/interface-docs';
import { ItemDetailView } from '../features/mall/components/item-detail';
import { MALL_KINDS } from '../features/mall/kinds';

/** /dataapi-dataapiDetail?itemId=: an API good with its SKUs (call packs), prices, interface documentation and test entry. */
export function Page() {
  const { t } = useTranslation('mall');
  return (
    <ItemDetailView
      kind={MALL_KINDS.dataapi}
      extraTabs={(item) => [
        { key: 'apiDocs', label: t('apiDocs.tab'), children: <InterfaceDocs itemId={item.id} /> },
        ApiTestTab(item),
      ]}
    />
  );
}
