import { ArchivesHome } from '../../features/archives/components/archives-home';

/** /archives/homePage: the vehicle electronic archives and their queries. */
export function Page() {
  return <ArchivesHome />;
}
