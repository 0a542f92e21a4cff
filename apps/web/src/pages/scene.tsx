import { useTranslation } from 'react-i18next';
import { ShowcaseList } from '../features/content/mall/showcase';

/** /scene: application scenes. */
export function Page() {
  const { t } = useTranslation('content');
  return (
    <ShowcaseList
      group="scene"
      title={t('mall.sceneTitle')}
      subtitle={t('mall.sceneSubtitle')}
      hrefOf={(a) => `/scene-goods?id=${a.id}`}
    />
  );
}
