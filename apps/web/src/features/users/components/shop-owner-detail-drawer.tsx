import { Divider, Drawer, Empty, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useShopOwnerDetail } from '../api/query-supplier-developer-detail';
import { AccountDescriptions } from './account-descriptions';
import { ShopInfoDescriptions } from './shop-info-descriptions';

export interface ShopOwnerDetailDrawerProps {
  /** The user to show; undefined closes the drawer. */
  userId: string | undefined;
  onClose: () => void;
}

/** A supplier or developer: account data and their shop with the certified badge. */
export function ShopOwnerDetailDrawer({ userId, onClose }: ShopOwnerDetailDrawerProps) {
  const { t } = useTranslation('users');
  const detail = useShopOwnerDetail(userId);
  const user = detail.data;
  return (
    <Drawer
      open={Boolean(userId)}
      onClose={onClose}
      width={640}
      title={t('shopOwner.detailTitle')}
      destroyOnHidden
      data-testid="shop-owner-drawer"
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !user ? (
        <Result status="warning" title={errorText(detail.error) ?? t('register.loadFailed')} />
      ) : (
        <>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('shopOwner.account')}
          </Typography.Title>
          <AccountDescriptions user={user} columns={1} />
          <Divider />
          <Typography.Title level={5}>{t('shop.title')}</Typography.Title>
          {user.shop ? (
            <ShopInfoDescriptions shop={user.shop} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shop.none')} />
          )}
        </>
      )}
    </Drawer>
  );
}
