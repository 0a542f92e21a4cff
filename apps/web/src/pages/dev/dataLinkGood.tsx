import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApplicationFrame } from '../../features/app-relations/components/application-frame';
import { RelatedGoods } from '../../features/app-relations/components/related-goods';
import { idParam } from '../../features/goods/paths';

/**
 * Hidden menu url dev/dataLinkGood?id=<application>: the spec names the page only. Decided: where buyers get the
 * data the application uses — the listed data-asset and data-table goods bound to the assets it is approved to
 * use (relation/goods), each linked to its mall page; an empty state says nothing is listed yet.
 */
export function Page() {
  const { t } = useTranslation('appRelations');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <Result status="404" />;
  return (
    <ApplicationFrame itemId={id} page="goods" title={t('goodsPage.title')} intro={t('goodsPage.intro')}>
      <RelatedGoods itemId={id} />
    </ApplicationFrame>
  );
}
