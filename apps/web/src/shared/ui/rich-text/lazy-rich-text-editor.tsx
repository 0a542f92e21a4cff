import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

const Editor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The rich text editor, downloaded when a form first shows it (it is the largest part of an admin page). */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: props.height ?? 300 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}

export type { RichTextEditorProps, RichTextUploadKind } from './rich-text-editor';
