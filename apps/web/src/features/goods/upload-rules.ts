import { settings } from '@datamall/contract';

/** What each goods upload accepts (the server decides by content; this only spares a useless upload). */
export type UploadKind = 'image' | 'video' | 'packageDemo' | 'applicationDemo' | 'outputTemplate';

/** Rich-text videos (spec §5): MP4 only, under 3 MB, at most 60 seconds. */
export const VIDEO_MAX_BYTES = 3 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 60;

type UploadLimits = settings.UploadLimits;
const MB = 1024 * 1024;

interface Rule {
  /** `accept` of the file input. */
  accept: string;
  extensions: readonly string[];
  /** The size limit under the limits in force (an operator may change the image and document limits). */
  maxBytes: (limits: UploadLimits) => number;
}

const imageBytes = (limits: UploadLimits) => limits.goodsImageMb * MB;
const documentBytes = (limits: UploadLimits) => limits.goodsDocumentMb * MB;

export const UPLOAD_RULES: Record<UploadKind, Rule> = {
  image: {
    accept: '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp',
    extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
    maxBytes: imageBytes,
  },
  video: { accept: '.mp4,video/mp4', extensions: ['mp4'], maxBytes: () => VIDEO_MAX_BYTES },
  packageDemo: {
    accept: '.csv,.txt,.json,.pdf,.xlsx,.docx,.zip,.png,.jpg,.jpeg',
    extensions: ['csv', 'txt', 'json', 'pdf', 'xlsx', 'docx', 'zip', 'png', 'jpg', 'jpeg', 'gif', 'webp'],
    maxBytes: documentBytes,
  },
  applicationDemo: {
    accept: '.pdf,.xlsx,.docx,.zip,.txt,.csv,.png,.jpg,.jpeg,.mp4',
    extensions: ['pdf', 'xlsx', 'docx', 'zip', 'txt', 'csv', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'mp4'],
    maxBytes: documentBytes,
  },
  outputTemplate: {
    accept: '.xlsx,.csv',
    extensions: ['xlsx', 'csv'],
    maxBytes: documentBytes,
  },
};

/** Size limit in whole MB, for messages. */
export const maxMb = (kind: UploadKind, limits = settings.DEFAULT_UPLOAD_LIMITS) =>
  Math.round(UPLOAD_RULES[kind].maxBytes(limits) / MB);

/** Why a chosen file cannot be uploaded as `kind` ('type' or 'size'), or null when it may be. */
export function fileProblem(
  kind: UploadKind,
  file: { name: string; size: number },
  limits = settings.DEFAULT_UPLOAD_LIMITS,
): 'type' | 'size' | null {
  const rule = UPLOAD_RULES[kind];
  const ext = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!rule.extensions.includes(ext)) return 'type';
  if (file.size > rule.maxBytes(limits)) return 'size';
  return null;
}

/**
 * Why a rich-text video cannot be uploaded (spec §5): 'type' (not MP4), 'size' (3 MB or more) or 'duration'
 * (longer than 60 s); null when it may be. A duration the browser could not read (null) is left to the server.
 */
export function videoProblem(
  file: { name: string; size: number },
  seconds: number | null,
): 'type' | 'size' | 'duration' | null {
  const problem = fileProblem('video', file);
  if (problem) return problem;
  return seconds !== null && seconds > VIDEO_MAX_SECONDS ? 'duration' : null;
}

/** The file name a stored goods file URL ends with (for links). */
export function fileNameOf(url: string | null | undefined): string {
  if (!url) return '';
  const key = /[?&]key=([^&]+)/.exec(url)?.[1];
  return (
    decodeURIComponent(key ?? url)
      .split('/')
      .pop() ?? ''
  );
}

/** The upper-case extension of a stored goods file URL ("CSV"), or '' when it has none. */
export function fileExtOf(url: string | null | undefined): string {
  const name = fileNameOf(url);
  return name.includes('.') ? (name.split('.').pop() ?? '').toUpperCase() : '';
}
