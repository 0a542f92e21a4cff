import { UploadOutlined } from '@ant-design/icons';
import { BANNER_IMAGE_HEIGHT, BANNER_IMAGE_MAX_BYTES, BANNER_IMAGE_WIDTH } from '@datamall/contract';
import { Button, Space, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { uploadBannerImage } from '../api/banners';

export interface BannerImageUploadProps {
  /** The storage key (the form value). */
  value?: string;
  onChange?: (key: string) => void;
}

const imageUrl = (key: string) => `/server/mall/banner/image?key=${key}`;

/** The banner image of the form: uploads at once and keeps the key; shows the image at the carousel's shape. */
export function BannerImageUpload({ value, onChange }: BannerImageUploadProps) {
  const { t } = useTranslation('sysAdmin');
  const [uploading, setUploading] = useState(false);
  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setUploading(true);
    try {
      const stored = await uploadBannerImage(file as File);
      onChange?.(stored.key);
      onSuccess?.(stored);
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
      onError?.(error as Error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value ? (
        <img
          src={imageUrl(value)}
          alt=""
          width={BANNER_IMAGE_WIDTH}
          height={BANNER_IMAGE_HEIGHT}
          style={{ width: '100%', height: 'auto', aspectRatio: '4 / 1', objectFit: 'cover', borderRadius: 6 }}
          data-testid="banner-image-preview"
        />
      ) : null}
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        customRequest={customRequest}
        beforeUpload={(file) => {
          if (file.size <= BANNER_IMAGE_MAX_BYTES) return true;
          notify.error(t('banner.imageTooLarge'));
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading} data-testid="banner-image-upload">
          {value ? t('banner.replaceImage') : t('banner.uploadImage')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('banner.imageHint')}</Typography.Text>
    </Space>
  );
}
