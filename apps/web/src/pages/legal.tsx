import { LegalPage } from '../features/content/mall/legal';

/** /legal?id=: legal notices. */
export function Page() {
  return <LegalPage />;
}
