import {
  BoldOutlined,
  ClearOutlined,
  FilePdfOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Input, Modal, Tooltip, Upload } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/api-error';
import { notify } from '../../notify';
import './rich-text.css';
import { Video } from './video-node';

/** What a toolbar button uploads. */
export type RichTextUploadKind = 'image' | 'video' | 'file';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Editor height in px (§9: 300). */
  height?: number;
  testId?: string;
  /** Uploads an image and answers its URL; without it the toolbar has no image button. */
  uploadImage?: (file: File) => Promise<string>;
  /** Uploads a video and answers its URL (inserted as `<video controls>`); without it, no video button. */
  uploadVideo?: (file: File) => Promise<string>;
  /** Uploads a PDF and answers the link its file name points at; without it, no PDF button. */
  uploadFile?: (file: File) => Promise<string>;
  /**
   * Checks a chosen file before it is uploaded: answers the message to show when it is refused, or null.
   * May be async (e.g. reading a video's duration).
   */
  checkUpload?: (kind: RichTextUploadKind, file: File) => string | null | Promise<string | null>;
  /** `accept` of each file chooser (defaults: common images, MP4, PDF). */
  accept?: Partial<Record<RichTextUploadKind, string>>;
  /** A line under a button's tooltip telling the rule of its uploads (formats, size). */
  uploadHints?: Partial<Record<RichTextUploadKind, string>>;
  /** Shows a counter of the HTML's length against this limit. */
  maxLength?: number;
}

const DEFAULT_ACCEPT: Record<RichTextUploadKind, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp',
  video: 'video/mp4',
  file: 'application/pdf',
};

interface Uploads {
  uploadImage?: (file: File) => Promise<string>;
  uploadVideo?: (file: File) => Promise<string>;
  uploadFile?: (file: File) => Promise<string>;
  checkUpload?: RichTextEditorProps['checkUpload'];
  accept: Record<RichTextUploadKind, string>;
  hints: Partial<Record<RichTextUploadKind, string>>;
}

/** An empty document as the editor writes it. */
const EMPTY = '<p></p>';

function ToolButton({
  title,
  icon,
  active,
  disabled,
  onClick,
  testId,
}: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <Tooltip title={title}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        disabled={disabled}
        onClick={onClick}
        aria-label={title}
        aria-pressed={active}
        data-testid={testId}
      />
    </Tooltip>
  );
}

function UploadButton({
  kind,
  icon,
  title,
  hint,
  accept,
  loading,
  onFile,
}: {
  kind: RichTextUploadKind;
  icon: ReactNode;
  title: string;
  hint?: string;
  accept: string;
  loading: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <Upload
      accept={accept}
      showUploadList={false}
      beforeUpload={(file) => {
        onFile(file);
        return false;
      }}
    >
      <Tooltip
        title={
          hint ? (
            <>
              {title}
              <div className="rte-tip-hint">{hint}</div>
            </>
          ) : (
            title
          )
        }
      >
        <Button
          type="text"
          size="small"
          icon={icon}
          loading={loading}
          aria-label={title}
          data-testid={`rte-${kind}`}
        />
      </Tooltip>
    </Upload>
  );
}

function Toolbar({ editor, uploads }: { editor: Editor; uploads: Uploads }) {
  const { t } = useTranslation('common');
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [uploading, setUploading] = useState<RichTextUploadKind>();
  const state = useEditorState({
    editor,
    selector: ({ editor: ed }) => ({
      bold: ed.isActive('bold'),
      italic: ed.isActive('italic'),
      underline: ed.isActive('underline'),
      strike: ed.isActive('strike'),
      h2: ed.isActive('heading', { level: 2 }),
      h3: ed.isActive('heading', { level: 3 }),
      bullet: ed.isActive('bulletList'),
      ordered: ed.isActive('orderedList'),
      quote: ed.isActive('blockquote'),
      link: ed.isActive('link'),
      canUndo: ed.can().undo(),
      canRedo: ed.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const handleLink = () => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
    setLinkOpen(true);
  };
  const applyLink = () => {
    const url = href.trim();
    if (!url || url === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else if (/^(https?:\/\/|mailto:|\/(?!\/))/i.test(url)) {
      chain().extendMarkRange('link').setLink({ href: url }).run();
    } else {
      notify.warning(t('richText.badLink'));
      return;
    }
    setLinkOpen(false);
  };

  /** Checks, uploads and inserts a chosen file: an image, a video or a link named after the file. */
  const handleUpload = async (kind: RichTextUploadKind, file: File) => {
    const upload = { image: uploads.uploadImage, video: uploads.uploadVideo, file: uploads.uploadFile }[kind];
    if (!upload) return;
    setUploading(kind);
    try {
      const problem = (await uploads.checkUpload?.(kind, file)) ?? null;
      if (problem) {
        notify.error(problem);
        return;
      }
      const url = await upload(file);
      if (kind === 'image') chain().setImage({ src: url, alt: file.name }).run();
      else if (kind === 'video') chain().setVideo({ src: url }).run();
      else {
        chain()
          .insertContent({ type: 'text', text: file.name, marks: [{ type: 'link', attrs: { href: url } }] })
          .run();
      }
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    } finally {
      setUploading(undefined);
    }
  };

  return (
    <div className="rte-toolbar" role="toolbar">
      <ToolButton
        title={t('richText.bold')}
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
        testId="rte-bold"
      />
      <ToolButton
        title={t('richText.italic')}
        testId="rte-italic"
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        title={t('richText.underline')}
        testId="rte-underline"
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        title={t('richText.strike')}
        testId="rte-strike"
        icon={<StrikethroughOutlined />}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <Divider type="vertical" />
      <ToolButton
        title={t('richText.h2')}
        icon={<span className="rte-h">H2</span>}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
        testId="rte-h2"
      />
      <ToolButton
        title={t('richText.h3')}
        testId="rte-h3"
        icon={<span className="rte-h">H3</span>}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton
        title={t('richText.bulletList')}
        testId="rte-bulletList"
        icon={<UnorderedListOutlined />}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        title={t('richText.orderedList')}
        testId="rte-orderedList"
        icon={<OrderedListOutlined />}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        title={t('richText.quote')}
        testId="rte-quote"
        icon={<span className="rte-h">”</span>}
        active={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Divider type="vertical" />
      <ToolButton
        title={t('richText.link')}
        icon={<LinkOutlined />}
        active={state.link}
        onClick={handleLink}
        testId="rte-link"
      />
      {uploads.uploadImage && (
        <UploadButton
          kind="image"
          icon={<PictureOutlined />}
          title={t('richText.image')}
          hint={uploads.hints.image}
          accept={uploads.accept.image}
          loading={uploading === 'image'}
          onFile={(file) => void handleUpload('image', file)}
        />
      )}
      {uploads.uploadVideo && (
        <UploadButton
          kind="video"
          icon={<VideoCameraOutlined />}
          title={t('richText.video')}
          hint={uploads.hints.video}
          accept={uploads.accept.video}
          loading={uploading === 'video'}
          onFile={(file) => void handleUpload('video', file)}
        />
      )}
      {uploads.uploadFile && (
        <UploadButton
          kind="file"
          icon={<FilePdfOutlined />}
          title={t('richText.pdf')}
          hint={uploads.hints.file}
          accept={uploads.accept.file}
          loading={uploading === 'file'}
          onFile={(file) => void handleUpload('file', file)}
        />
      )}
      <ToolButton
        title={t('richText.clear')}
        testId="rte-clear"
        icon={<ClearOutlined />}
        onClick={() => chain().unsetAllMarks().clearNodes().run()}
      />
      <Divider type="vertical" />
      <ToolButton
        title={t('richText.undo')}
        testId="rte-undo"
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        title={t('richText.redo')}
        testId="rte-redo"
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <Modal
        open={linkOpen}
        title={t('richText.link')}
        onOk={applyLink}
        onCancel={() => setLinkOpen(false)}
        destroyOnHidden
      >
        <Input
          value={href}
          onChange={(event) => setHref(event.target.value)}
          onPressEnter={applyLink}
          placeholder="https://"
          autoFocus
        />
        <div className="rte-hint">{t('richText.linkHint')}</div>
      </Modal>
    </div>
  );
}

/**
 * Rich text editor (Tiptap): a controlled form field whose value is HTML, used for articles, footer pages,
 * agreements, notices and goods descriptions. Uploads are the caller's: the toolbar offers image, video and PDF
 * buttons only for the upload functions it is given. The server sanitises whatever it receives; the editor only
 * offers what the sanitisers keep. Loaded lazily (see `LazyRichTextEditor`), so pages without an editor never
 * download it.
 */
export function RichTextEditor({
  value,
  onChange,
  height = 300,
  testId,
  uploadImage,
  uploadVideo,
  uploadFile,
  checkUpload,
  accept,
  uploadHints,
  maxLength,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'] },
      }),
      Image,
      Video,
    ],
    content: value ?? '',
    immediatelyRender: true,
    editorProps: { attributes: testId ? { 'data-testid': `${testId}-content` } : {} },
    onUpdate: ({ editor: ed }) => {
      const html = ed.getHTML();
      onChange?.(html === EMPTY ? '' : html);
    },
  });

  // A value set from outside (a loaded article, a reset form) replaces the document.
  useEffect(() => {
    // An editor destroyed before it was mounted (React discarded that render) is replaced on the next render.
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    const next = value ?? '';
    if (next !== current && !(next === '' && current === EMPTY)) {
      editor.commands.setContent(next, { emitUpdate: false });
    }
  }, [editor, value]);

  const uploads: Uploads = {
    uploadImage,
    uploadVideo,
    uploadFile,
    checkUpload,
    accept: { ...DEFAULT_ACCEPT, ...accept },
    hints: uploadHints ?? {},
  };
  const length = value?.length ?? 0;

  return (
    <div className="rte" data-testid={testId}>
      {editor && !editor.isDestroyed && <Toolbar editor={editor} uploads={uploads} />}
      <EditorContent editor={editor} className="rte-body content-html" style={{ height }} />
      {maxLength !== undefined && (
        <div
          className={length > maxLength ? 'rte-count over' : 'rte-count'}
        >{`${length} / ${maxLength}`}</div>
      )}
    </div>
  );
}
