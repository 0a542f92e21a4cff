import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { ItemDetailView } from '../features/mall/components/item-detail';
import { MALL_KINDS } from '../features/mall/kinds';

// The dictionary and preview come with the assets feature's tables: loaded only when a table is opened.
const DictionaryEditor = lazy(() =>
  import('../features/assets/components/dictionary-editor').then((m) => ({ default: m.DictionaryEditor })),
);
const MaskedPreview = lazy(() =>
  import('../features/assets/components/masked-preview').then((m) => ({ default: m.MaskedPreview })),
);

function AssetTableDetail({ tableId, version }: { tableId: string; version: number }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <DictionaryEditor tableId={tableId} version={version} editable={false} />
      <div style={{ height: 16 }} />
      <MaskedPreview tableId={tableId} version={version} />
    </Suspense>
  );
}

/** /datasource-datasourceDetail?itemId=: a data-asset good with its tables, dictionary and masked preview. */
export function Page() {
  return (
    <ItemDetailView
      kind={MALL_KINDS.datasource}
      renderTable={(tableId, version) => <AssetTableDetail tableId={tableId} version={version} />}
    />
  );
}
