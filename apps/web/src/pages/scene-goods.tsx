import { useTranslation } from 'react-i18next';
import { ShowcaseDetail } from '../features/content/mall/showcase';

/** /scene-goods?id=: a scene and the way to its goods. */
export function Page() {
  const { t } = useTranslation('content');
  return <ShowcaseDetail group="scene" backTo="/scene" backText={t('mall.backToScenes')} />;
}
