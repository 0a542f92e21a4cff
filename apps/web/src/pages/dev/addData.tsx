import { AddDataForm } from '../../features/app-relations/components/add-data-form';
import { ApplicationPage } from '../../features/app-relations/components/application-frame';

/**
 * Hidden menu url dev/addData?id=<application>: the spec names the page only. Decided: a full-page form that
 * relates a listed data asset to the developer's application (server-searched asset, purpose) through
 * relation/add — the same fields as the relate modal — then returns to dev/dataLinkSelect?id=.
 */
export function Page() {
  return (
    <ApplicationPage page="addData" titleKey="addData.title" introKey="request.intro">
      {(id) => <AddDataForm itemId={id} />}
    </ApplicationPage>
  );
}
