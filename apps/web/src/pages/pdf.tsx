import { PdfPage } from '../features/content/mall/pdf';

/** /pdf?url=: a PDF document of the content. */
export function Page() {
  return <PdfPage />;
}
