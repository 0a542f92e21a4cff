import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApplicationFrame } from '../../features/app-relations/components/application-frame';
import { DataMirror } from '../../features/app-relations/components/data-mirror';
import { idParam } from '../../features/goods/paths';

/**
 * Hidden menu url dev/mirrorList?id=<application>: the spec names the page only. Decided: the development
 * "mirror" (数据镜像) — for each asset the application is approved to use, its tables with links to their field
 * list (dev/fieldList) and masked preview (dev/previewList): the developer builds against them without seeing
 * the real data.
 */
export function Page() {
  const { t } = useTranslation('appRelations');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <Result status="404" />;
  return (
    <ApplicationFrame itemId={id} page="mirror" title={t('links.mirror')} intro={t('mirror.intro')}>
      <DataMirror itemId={id} />
    </ApplicationFrame>
  );
}
