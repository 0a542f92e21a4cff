import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography, Upload, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { uploadLicense } from '../api/upload-license';
import { LICENSE_ACCEPT, licenseFileProblem } from '../enterprise';

export interface LicenseUploadProps {
  /** The uploaded file's storage key (the form value). */
  value?: string;
  onChange?: (fileKey: string | undefined) => void;
  /** Locked (in review): only the preview is shown. */
  disabled?: boolean;
  /** The licence already on file and its image URL: shown while `value` is still that key. */
  current?: { fileKey: string; url: string };
}

/**
 * The business licence image: chosen, checked (type, 5 MB), uploaded as multipart with the login token, and
 * previewed. The form keeps only the storage key the server answers with.
 */
export function LicenseUpload({ value, onChange, disabled, current }: LicenseUploadProps) {
  const { t } = useTranslation('users');
  const [local, setLocal] = useState<{ fileKey: string; url: string }>();
  const [progress, setProgress] = useState<number>();

  // The local preview lives as long as it is shown.
  useEffect(() => (local ? () => URL.revokeObjectURL(local.url) : undefined), [local]);

  const previewUrl =
    value && local?.fileKey === value
      ? local.url
      : value && current?.fileKey === value
        ? current.url
        : undefined;

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = licenseFileProblem(file);
    if (!problem) return true;
    notify.error(t(problem === 'size' ? 'enterprise.license.tooLarge' : 'enterprise.license.wrongType'));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onProgress, onSuccess, onError }) => {
    const blob = file as File;
    setProgress(0);
    try {
      const uploaded = await uploadLicense(blob, {
        onProgress: (percent) => {
          setProgress(percent);
          onProgress?.({ percent });
        },
      });
      setLocal({ fileKey: uploaded.fileKey, url: URL.createObjectURL(blob) });
      onChange?.(uploaded.fileKey);
      onSuccess?.(uploaded);
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
    <Space direction="vertical" size={8} data-testid="license-upload">
      {previewUrl ? (
        <Image
          src={previewUrl}
          alt={t('enterprise.fields.license')}
          width={240}
          style={{ maxHeight: 180, objectFit: 'contain', background: '#f5f5f5' }}
          data-testid="license-preview"
        />
      ) : null}
      {disabled ? null : (
        <>
          <Upload
            accept={LICENSE_ACCEPT}
            maxCount={1}
            showUploadList={false}
            disabled={uploading}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
          >
            <Button icon={<UploadOutlined />} loading={uploading} data-testid="license-choose">
              {uploading
                ? t('enterprise.license.uploading', { percent: progress })
                : previewUrl
                  ? t('enterprise.license.replace')
                  : t('enterprise.license.choose')}
            </Button>
          </Upload>
          <Typography.Text type="secondary">{t('enterprise.license.hint')}</Typography.Text>
        </>
      )}
    </Space>
  );
}
