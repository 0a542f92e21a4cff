import { ServeAgreement } from '../../features/archives/components/serve-agreement';

/** /archives/serveAgreement: the archives' serve agreement. */
export function Page() {
  return <ServeAgreement />;
}
