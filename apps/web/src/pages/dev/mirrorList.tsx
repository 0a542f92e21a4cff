import { ApplicationPage } from '../../features/app-relations/components/application-frame';
import { DataMirror } from '../../features/app-relations/components/data-mirror';

/**
 * Hidden menu url dev/mirrorList?id=<application>: the spec names the page only. Decided: the development
 * "mirror" (数据镜像) — for each asset the application is approved to use, its tables with links to their field
 * list (dev/fieldList) and masked preview (dev/previewList): the developer builds against them without seeing
 * the real data.
 */
export function Page() {
  return (
    <ApplicationPage page="mirror" titleKey="links.mirror" introKey="mirror.intro">
      {(id) => <DataMirror itemId={id} />}
    </ApplicationPage>
  );
}
