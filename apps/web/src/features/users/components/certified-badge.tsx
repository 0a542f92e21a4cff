import { SafetyCertificateFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Enterprise identity certified or not, as a tag. */
export function CertifiedBadge({ certified }: { certified: boolean }) {
  const { t } = useTranslation('users');
  return certified ? (
    <Tag color="success" icon={<SafetyCertificateFilled />} data-testid="certified-badge" data-certified="1">
      {t('shop.certified')}
    </Tag>
  ) : (
    <Tooltip title={t('shop.certifiedHint')}>
      <Tag icon={<SafetyCertificateOutlined />} data-testid="certified-badge" data-certified="0">
        {t('shop.uncertified')}
      </Tag>
    </Tooltip>
  );
}
