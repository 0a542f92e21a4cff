import { goods } from '@datamall/contract';
import { useTranslation } from 'react-i18next';
import {
  LazyRichTextEditor,
  type RichTextUploadKind,
} from '../../../shared/ui/rich-text/lazy-rich-text-editor';
import { useUploadLimits } from '../../../shared/upload-limits/use-upload-limits';
import { fileHref, type GoodsUploadCall, uploadGoodsFile } from '../api/upload';
import { fileProblem, maxMb, UPLOAD_RULES, VIDEO_MAX_SECONDS, videoProblem } from '../upload-rules';

export interface DescriptionEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  call: Extract<GoodsUploadCall, 'uploadImgFile' | 'uploadApplicationImgPath'>;
  testId: string;
}

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

/**
 * The rich-text description of a good: the shared rich text editor with images and MP4 videos uploaded
 * through the goods upload call. Videos must be MP4, under 3 MB and at most 60 seconds (spec §5), checked
 * here before the upload and again by the server, which also sanitises the HTML it stores.
 */
export function DescriptionEditor({ value, onChange, call, testId }: DescriptionEditorProps) {
  const { t } = useTranslation('goods');
  const limits = useUploadLimits();
  const upload = async (file: File) => {
    const url = await uploadGoodsFile(call, file, { folder: 'rich' });
    return fileHref(url) ?? url;
  };
  const check = async (kind: RichTextUploadKind, file: File): Promise<string | null> => {
    if (kind === 'image') {
      const problem = fileProblem('image', file, limits);
      if (problem === 'size') return t('upload.tooLarge', { mb: maxMb('image', limits) });
      return problem ? t('upload.imageType') : null;
    }
    if (kind !== 'video') return null;
    // The type and size are known at once; the length only once the browser has read the file.
    const early = fileProblem('video', file);
    const problem = early ?? videoProblem(file, await videoSeconds(file));
    if (problem === 'type') return t('editor.videoType');
    if (problem === 'size') return t('editor.videoTooLarge', { mb: maxMb('video') });
    if (problem === 'duration') return t('editor.videoTooLong', { seconds: VIDEO_MAX_SECONDS });
    return null;
  };
  return (
    <LazyRichTextEditor
      value={value}
      onChange={onChange}
      testId={testId}
      uploadImage={upload}
      uploadVideo={upload}
      checkUpload={check}
      accept={{ image: UPLOAD_RULES.image.accept, video: UPLOAD_RULES.video.accept }}
      uploadHints={{
        image: t('editor.imageHint', { mb: maxMb('image', limits) }),
        video: t('editor.videoHint', { mb: maxMb('video'), seconds: VIDEO_MAX_SECONDS }),
      }}
      maxLength={goods.GOODS_DESCRIPTION_MAX}
    />
  );
}
