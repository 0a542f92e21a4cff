import { useTranslation } from 'react-i18next';
import { ShowcaseDetail } from '../../features/content/mall/showcase';

/** /theme/detail?id=: one theme. */
export function Page() {
  const { t } = useTranslation('content');
  return <ShowcaseDetail group="theme" backTo="/theme" backText={t('mall.backToThemes')} />;
}
