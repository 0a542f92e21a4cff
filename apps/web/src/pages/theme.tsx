import { useTranslation } from 'react-i18next';
import { ShowcaseList } from '../features/content/mall/showcase';

/** /theme: themed collections. */
export function Page() {
  const { t } = useTranslation('content');
  return (
    <ShowcaseList
      group="theme"
      title={t('mall.themeTitle')}
      subtitle={t('mall.themeSubtitle')}
      hrefOf={(a) => `/theme/detail?id=${a.id}`}
    />
  );
}
