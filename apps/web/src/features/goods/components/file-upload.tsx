import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useUploadLimits } from '../../../shared/upload-limits/use-upload-limits';
import { fileHref, type GoodsUploadCall, uploadGoodsFile } from '../api/upload';
import { fileExtOf, fileProblem, maxMb, UPLOAD_RULES, type UploadKind } from '../upload-rules';

export interface FileUploadProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  call: Exclude<GoodsUploadCall, 'uploadImgFile' | 'uploadApplicationImgPath'>;
  kind: Extract<UploadKind, 'packageDemo' | 'applicationDemo' | 'outputTemplate'>;
  testId: string;
  disabled?: boolean;
  /**
   * The format the server read from a stored file (ItemDetail.sampleFileType), when `value` is that file: a sample
   * stored as `.txt` whose content is CSV is labelled CSV. Else the label is the file's extension.
   */
  known?: { url: string; fileType: string | null } | null;
}

/** One document (sample of a package, demo of an application): checked, uploaded, linked, removable. */
export function FileUpload({ value, onChange, call, kind, testId, disabled, known }: FileUploadProps) {
  const { t } = useTranslation('goods');
  const limits = useUploadLimits();
  const [progress, setProgress] = useState<number>();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = fileProblem(kind, file, limits);
    if (!problem) return true;
    notify.error(
      problem === 'size' ? t('upload.tooLarge', { mb: maxMb(kind, limits) }) : t(`upload.types.${kind}`),
    );
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setProgress(0);
    try {
      const url = await uploadGoodsFile(call, file as File, { onProgress: setProgress });
      onChange?.(url);
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
  return (
    <Space direction="vertical" size={6} data-testid={testId}>
      {value ? (
        <Space>
          <PaperClipOutlined />
          <Typography.Link href={fileHref(value)} target="_blank" data-testid={`${testId}-link`}>
            {t('upload.download', {
              ext: (known?.url === value ? known.fileType : null) || fileExtOf(value),
            })}
          </Typography.Link>
          {disabled ? null : (
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('upload.remove')}
              onClick={() => onChange?.(null)}
            />
          )}
        </Space>
      ) : null}
      {disabled ? null : (
        <Upload
          accept={UPLOAD_RULES[kind].accept}
          showUploadList={false}
          disabled={uploading}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button icon={<UploadOutlined />} loading={uploading} data-testid={`${testId}-choose`}>
            {uploading ? `${progress}%` : value ? t('upload.replace') : t('upload.chooseFile')}
          </Button>
        </Upload>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(`upload.hints.${kind}`, { mb: maxMb(kind, limits) })}
      </Typography.Text>
    </Space>
  );
}
