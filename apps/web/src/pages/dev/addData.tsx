import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AddDataForm } from '../../features/app-relations/components/add-data-form';
import { ApplicationFrame } from '../../features/app-relations/components/application-frame';
import { idParam } from '../../features/goods/paths';

/**
 * Hidden menu url dev/addData?id=<application>: the spec names the page only. Decided: a full-page form that
 * relates a listed data asset to the developer's application (server-searched asset, purpose) through
 * relation/add — the same fields as the relate modal — then returns to dev/dataLinkSelect?id=.
 */
export function Page() {
  const { t } = useTranslation('appRelations');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <Result status="404" />;
  return (
    <ApplicationFrame itemId={id} page="addData" title={t('addData.title')} intro={t('request.intro')}>
      <AddDataForm itemId={id} />
    </ApplicationFrame>
  );
}
