import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { goods } from '@datamall/contract';
import {
  App,
  Button,
  Divider,
  Input,
  Select,
  Space,
  Tooltip,
  Typography,
  Upload,
  type UploadProps,
} from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { fileHref, type GoodsUploadCall, uploadGoodsFile } from '../api/upload';
import { fileProblem, maxMb, UPLOAD_RULES, VIDEO_MAX_SECONDS } from '../upload-rules';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  call: Extract<GoodsUploadCall, 'uploadImgFile' | 'uploadApplicationImgPath'>;
  testId: string;
}

/** Editor height of spec §9. */
const EDITOR_HEIGHT = 300;

/** Seconds an MP4 lasts, read by the browser from its metadata; null when it cannot tell. */
function videoSeconds(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The rich-text description: a small editor over contentEditable (headings, emphasis, lists, alignment,
 * links, images and MP4 videos uploaded to the platform). The server sanitises the HTML it stores; videos
 * must be MP4, under 3 MB and at most 60 seconds (spec §5), checked here before the upload and again there.
 */
export function RichTextEditor({ value = '', onChange, call, testId }: RichTextEditorProps) {
  const { t } = useTranslation('goods');
  const { modal } = App.useApp();
  const editor = useRef<HTMLDivElement>(null);
  const range = useRef<Range | null>(null);
  const [uploading, setUploading] = useState<'image' | 'video'>();
  const [length, setLength] = useState(value.length);

  // Outside changes (loading the good) replace the content; our own typing already matches it.
  useEffect(() => {
    const node = editor.current;
    if (node && node.innerHTML !== value) node.innerHTML = value;
    setLength(value.length);
  }, [value]);

  // Remember where the caret was, so toolbar inserts land there after a dialog or an upload.
  useEffect(() => {
    const onSelection = () => {
      const selection = document.getSelection();
      const node = editor.current;
      if (!selection?.rangeCount || !node) return;
      const current = selection.getRangeAt(0);
      if (node.contains(current.commonAncestorContainer)) range.current = current.cloneRange();
    };
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
  }, []);

  const emit = () => {
    const html = editor.current?.innerHTML ?? '';
    // An editor emptied by the user keeps a <br>: that is no description.
    const clean = html === '<br>' || html === '<p><br></p>' ? '' : html;
    setLength(clean.length);
    onChange?.(clean);
  };

  const focusAtCaret = () => {
    const node = editor.current;
    if (!node) return;
    node.focus();
    const selection = document.getSelection();
    if (range.current && selection) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    } else if (selection) {
      selection.selectAllChildren(node);
      selection.collapseToEnd();
    }
  };

  const exec = (command: string, argument?: string) => {
    focusAtCaret();
    document.execCommand(command, false, argument);
    emit();
  };

  const insertHtml = (html: string) => exec('insertHTML', html);

  const handleLink = () => {
    let href = 'https://';
    modal.confirm({
      title: t('editor.linkTitle'),
      content: (
        <Input
          defaultValue={href}
          onChange={(event) => {
            href = event.target.value;
          }}
          data-testid={`${testId}-link-input`}
        />
      ),
      okText: t('editor.insert'),
      onOk: () => {
        if (!/^https?:\/\/\S+$/.test(href.trim())) {
          notify.error(t('editor.linkInvalid'));
          return;
        }
        exec('createLink', href.trim());
      },
    });
  };

  const upload = async (file: File, kind: 'image' | 'video') => {
    setUploading(kind);
    try {
      const url = await uploadGoodsFile(call, file, { folder: 'rich' });
      const src = escapeAttr(fileHref(url) ?? url);
      insertHtml(
        kind === 'image'
          ? `<img src="${src}" alt="" style="max-width: 100%" />`
          : `<video src="${src}" controls width="480"></video><p><br></p>`,
      );
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    } finally {
      setUploading(undefined);
    }
  };

  const beforeImage: UploadProps['beforeUpload'] = (file) => {
    const problem = fileProblem('image', file);
    if (problem) {
      notify.error(problem === 'size' ? t('upload.tooLarge', { mb: maxMb('image') }) : t('upload.imageType'));
      return Upload.LIST_IGNORE;
    }
    void upload(file, 'image');
    return false;
  };

  const beforeVideo: UploadProps['beforeUpload'] = async (file) => {
    const problem = fileProblem('video', file);
    if (problem) {
      notify.error(
        problem === 'size' ? t('editor.videoTooLarge', { mb: maxMb('video') }) : t('editor.videoType'),
      );
      return Upload.LIST_IGNORE;
    }
    const seconds = await videoSeconds(file);
    if (seconds !== null && seconds > VIDEO_MAX_SECONDS) {
      notify.error(t('editor.videoTooLong', { seconds: VIDEO_MAX_SECONDS }));
      return Upload.LIST_IGNORE;
    }
    void upload(file, 'video');
    return false;
  };

  const tool = (title: string, icon: ReactNode, onClick: () => void, id: string) => (
    <Tooltip title={title}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={title}
        // Keep the caret in the editor while clicking the toolbar.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        data-testid={`${testId}-${id}`}
      />
    </Tooltip>
  );

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }} data-testid={testId}>
      <Space
        wrap
        size={2}
        style={{ padding: '4px 8px', borderBottom: '1px solid #f0f0f0', background: '#fafafa' }}
      >
        <Select
          size="small"
          style={{ width: 110 }}
          value="p"
          onChange={(tag: string) => exec('formatBlock', tag)}
          options={[
            { value: 'p', label: t('editor.paragraph') },
            { value: 'h2', label: t('editor.heading2') },
            { value: 'h3', label: t('editor.heading3') },
            { value: 'blockquote', label: t('editor.quote') },
          ]}
        />
        <Divider type="vertical" />
        {tool(t('editor.bold'), <BoldOutlined />, () => exec('bold'), 'bold')}
        {tool(t('editor.italic'), <ItalicOutlined />, () => exec('italic'), 'italic')}
        {tool(t('editor.underline'), <UnderlineOutlined />, () => exec('underline'), 'underline')}
        {tool(t('editor.strike'), <StrikethroughOutlined />, () => exec('strikeThrough'), 'strike')}
        <Divider type="vertical" />
        {tool(t('editor.ul'), <UnorderedListOutlined />, () => exec('insertUnorderedList'), 'ul')}
        {tool(t('editor.ol'), <OrderedListOutlined />, () => exec('insertOrderedList'), 'ol')}
        {tool(t('editor.left'), <AlignLeftOutlined />, () => exec('justifyLeft'), 'left')}
        {tool(t('editor.center'), <AlignCenterOutlined />, () => exec('justifyCenter'), 'center')}
        <Divider type="vertical" />
        {tool(t('editor.link'), <LinkOutlined />, handleLink, 'link')}
        <Upload accept={UPLOAD_RULES.image.accept} showUploadList={false} beforeUpload={beforeImage}>
          <Tooltip title={t('editor.image', { mb: maxMb('image') })}>
            <Button
              type="text"
              size="small"
              loading={uploading === 'image'}
              icon={<PictureOutlined />}
              aria-label={t('editor.image', { mb: maxMb('image') })}
              onMouseDown={(event) => event.preventDefault()}
              data-testid={`${testId}-image`}
            />
          </Tooltip>
        </Upload>
        <Upload accept={UPLOAD_RULES.video.accept} showUploadList={false} beforeUpload={beforeVideo}>
          <Tooltip title={t('editor.video', { mb: maxMb('video'), seconds: VIDEO_MAX_SECONDS })}>
            <Button
              type="text"
              size="small"
              loading={uploading === 'video'}
              icon={<VideoCameraOutlined />}
              aria-label={t('editor.video', { mb: maxMb('video'), seconds: VIDEO_MAX_SECONDS })}
              onMouseDown={(event) => event.preventDefault()}
              data-testid={`${testId}-video`}
            />
          </Tooltip>
        </Upload>
        {tool(t('editor.clear'), <ClearOutlined />, () => exec('removeFormat'), 'clear')}
      </Space>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text editor cannot be a textarea; contentEditable with the textbox role is the accessible pattern */}
      <div
        ref={editor}
        role="textbox"
        aria-multiline="true"
        aria-label={t('fields.description')}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        className="goods-rich-text"
        style={{ height: EDITOR_HEIGHT, overflowY: 'auto', padding: '8px 12px', outline: 'none' }}
        data-testid={`${testId}-content`}
      />
      <div style={{ textAlign: 'right', padding: '2px 8px' }}>
        <Typography.Text
          type={length > goods.GOODS_DESCRIPTION_MAX ? 'danger' : 'secondary'}
          style={{ fontSize: 12 }}
        >
          {`${length} / ${goods.GOODS_DESCRIPTION_MAX}`}
        </Typography.Text>
      </div>
    </div>
  );
}

/**
 * A stored description, shown in a sandboxed frame: even though the server sanitises it, the HTML of a
 * supplier never runs in the platform's page. The frame grows with its content.
 */
export function RichTextView({ html, testId }: { html: string; testId?: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(80);
  const base = `${window.location.origin}/`;
  const doc = `<!doctype html><html><head><meta charset="utf-8"><base href="${base}"><style>body{margin:0;font:14px/1.6 -apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:rgba(0,0,0,.88)}img,video{max-width:100%}</style></head><body>${html}</body></html>`;
  const measure = () => {
    const body = frame.current?.contentDocument?.body;
    if (body) setHeight(Math.max(40, body.scrollHeight + 8));
  };
  return (
    <iframe
      ref={frame}
      title="description"
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={doc}
      onLoad={() => {
        measure();
        // Images load after the document: measure again once they have.
        for (const img of Array.from(frame.current?.contentDocument?.images ?? [])) {
          img.addEventListener('load', measure);
        }
      }}
      style={{ width: '100%', height, border: 0 }}
      data-testid={testId}
    />
  );
}
