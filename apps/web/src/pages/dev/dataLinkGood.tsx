import { ApplicationPage } from '../../features/app-relations/components/application-frame';
import { RelatedGoods } from '../../features/app-relations/components/related-goods';

/**
 * Hidden menu url dev/dataLinkGood?id=<application>: the spec names the page only. Decided: where buyers get the
 * data the application uses — the listed data-asset and data-table goods bound to the assets it is approved to
 * use (relation/goods), each linked to its mall page; an empty state says nothing is listed yet.
 */
export function Page() {
  return (
    <ApplicationPage page="goods" titleKey="goodsPage.title" introKey="goodsPage.intro">
      {(id) => <RelatedGoods itemId={id} />}
    </ApplicationPage>
  );
}
