import type { mall } from '@datamall/contract';
import { useTranslation } from 'react-i18next';
import { AppPreviewPanel } from './app-preview-panel';

function PreviewTabLabel() {
  const { t } = useTranslation('appPreview');
  return <span data-testid="mall-preview-tab">{t('tab')}</span>;
}

/** The "data preview" tab of a data application's mall detail (an `extraTabs` entry of ItemDetailView). */
export function AppPreviewTab(item: Pick<mall.MallItemDetail, 'id'>) {
  return { key: 'preview', label: <PreviewTabLabel />, children: <AppPreviewPanel itemId={item.id} /> };
}
