import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useUploadLimits } from '../../../shared/upload-limits/use-upload-limits';
import { fileHref, type GoodsUploadCall, uploadGoodsFile } from '../api/upload';
import { fileProblem, maxMb, UPLOAD_RULES } from '../upload-rules';

export interface ImagesUploadProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** At most this many images (1: the cover). */
  max: number;
  call: Extract<GoodsUploadCall, 'uploadImgFile' | 'uploadApplicationImgPath'>;
  folder: string;
  testId: string;
  disabled?: boolean;
}

const TILE = 104;

/**
 * Goods images: thumbnails in order, each removable, and a tile to add more. The type and size are checked
 * before the upload (PNG, JPEG, GIF, WEBP; 5 MB) and again by the server from the content; its refusal is shown.
 */
export function ImagesUpload({
  value = [],
  onChange,
  max,
  call,
  folder,
  testId,
  disabled,
}: ImagesUploadProps) {
  const { t } = useTranslation('goods');
  const limits = useUploadLimits();
  const [progress, setProgress] = useState<number>();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = fileProblem('image', file, limits);
    if (!problem) return true;
    notify.error(
      problem === 'size' ? t('upload.tooLarge', { mb: maxMb('image', limits) }) : t('upload.imageType'),
    );
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setProgress(0);
    try {
      const url = await uploadGoodsFile(call, file as File, { folder, onProgress: setProgress });
      onChange?.(max === 1 ? [url] : [...value, url].slice(0, max));
      onSuccess?.(url);
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
      onError?.(error as Error);
    } finally {
      setProgress(undefined);
    }
  };

  const uploading = progress !== undefined;
  const canAdd = !disabled && (max === 1 || value.length < max);
  return (
    <Space direction="vertical" size={6} data-testid={testId}>
      <Space wrap size={8}>
        {value.map((url, index) => (
          <div
            key={url}
            style={{
              position: 'relative',
              width: TILE,
              height: TILE,
              border: '1px solid #f0f0f0',
              borderRadius: 6,
            }}
            data-testid={`${testId}-item`}
          >
            <Image
              src={fileHref(url)}
              width={TILE - 2}
              height={TILE - 2}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
            {disabled ? null : (
              <Button
                size="small"
                shape="circle"
                danger
                icon={<DeleteOutlined />}
                style={{ position: 'absolute', top: 4, right: 4 }}
                aria-label={t('upload.remove')}
                onClick={() => onChange?.(value.filter((_, i) => i !== index))}
                data-testid={`${testId}-remove`}
              />
            )}
          </div>
        ))}
        {canAdd ? (
          <Upload
            accept={UPLOAD_RULES.image.accept}
            showUploadList={false}
            multiple={max > 1}
            disabled={uploading}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
          >
            <button
              type="button"
              style={{
                width: TILE,
                height: TILE,
                border: '1px dashed #d9d9d9',
                borderRadius: 6,
                background: '#fafafa',
                cursor: 'pointer',
              }}
              data-testid={`${testId}-choose`}
            >
              {uploading ? <LoadingOutlined /> : <PlusOutlined />}
              <div style={{ marginTop: 6, fontSize: 12 }}>
                {uploading
                  ? `${progress}%`
                  : max === 1 && value.length
                    ? t('upload.replace')
                    : t('upload.choose')}
              </div>
            </button>
          </Upload>
        ) : null}
      </Space>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {max === 1
          ? t('upload.imageHint', { mb: maxMb('image', limits) })
          : t('upload.galleryHint', { mb: maxMb('image', limits), max })}
      </Typography.Text>
    </Space>
  );
}

/** The cover: one image, kept as a string. */
export function CoverUpload({
  value,
  onChange,
  ...rest
}: Omit<ImagesUploadProps, 'value' | 'onChange' | 'max'> & {
  value?: string;
  onChange?: (value: string | undefined) => void;
}) {
  return (
    <ImagesUpload {...rest} max={1} value={value ? [value] : []} onChange={(next) => onChange?.(next[0])} />
  );
}
