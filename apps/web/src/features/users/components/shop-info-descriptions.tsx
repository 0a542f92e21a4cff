import { ShopOutlined } from '@ant-design/icons';
import type { ShopInfo } from '@datamall/contract';
import { Avatar, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CertifiedBadge } from './certified-badge';

/** A shop as the operator and its owner read it: logo, name with the certified badge, contact, intro. */
export function ShopInfoDescriptions({ shop }: { shop: ShopInfo }) {
  const { t } = useTranslation('users');
  const none = <Typography.Text type="secondary">{t('shop.none')}</Typography.Text>;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="shop-info-view">
      <Space size={16} align="center">
        <Avatar
          shape="square"
          size={64}
          src={shop.logoUrl || undefined}
          icon={<ShopOutlined />}
          style={{ background: '#2563eb' }}
        />
        <Space direction="vertical" size={4}>
          <Typography.Title level={5} style={{ margin: 0 }} data-testid="shop-name">
            {shop.shopName || t('shop.none')}
          </Typography.Title>
          <CertifiedBadge certified={shop.certified} />
        </Space>
      </Space>
      <Descriptions bordered size="small" column={1} styles={{ label: { width: 128 } }}>
        <Descriptions.Item label={t('shop.contactName')}>{shop.contactName || none}</Descriptions.Item>
        <Descriptions.Item label={t('shop.contactPhone')}>{shop.contactPhone || none}</Descriptions.Item>
        <Descriptions.Item label={t('shop.address')}>{shop.address || none}</Descriptions.Item>
        <Descriptions.Item label={t('shop.intro')}>
          {shop.intro ? <span style={{ whiteSpace: 'pre-wrap' }}>{shop.intro}</span> : none}
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}
