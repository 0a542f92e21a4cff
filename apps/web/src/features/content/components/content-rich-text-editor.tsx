import {
  LazyRichTextEditor,
  type RichTextEditorProps,
} from '../../../shared/ui/rich-text/lazy-rich-text-editor';
import { uploadContentFile } from '../api/admin';

/** A PDF is kept as a content file and linked through the mall's PDF page. */
async function uploadPdf(file: File): Promise<string> {
  const url = await uploadContentFile(file);
  return `/pdf?${new URLSearchParams({ url, title: file.name.replace(/\.pdf$/i, '') }).toString()}`;
}

/** The rich text editor of operator content: images and PDFs are uploaded as content files. */
export function ContentRichTextEditor(props: Omit<RichTextEditorProps, 'uploadImage' | 'uploadFile'>) {
  return <LazyRichTextEditor uploadImage={uploadContentFile} uploadFile={uploadPdf} {...props} />;
}
