import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShopOwnerDetail } from '../api/query-supplier-developer-detail';
import { AccountDetailDrawer } from './account-detail-drawer';
import { ShopInfoDescriptions } from './shop-info-descriptions';

export interface ShopOwnerDetailDrawerProps {
  /** The user to show; undefined closes the drawer. */
  userId: string | undefined;
  onClose: () => void;
}

/** A supplier or developer: account data and their shop with the certified badge. */
export function ShopOwnerDetailDrawer({ userId, onClose }: ShopOwnerDetailDrawerProps) {
  const { t } = useTranslation('users');
  return (
    <AccountDetailDrawer
      open={Boolean(userId)}
      onClose={onClose}
      title={t('shopOwner.detailTitle')}
      accountTitle={t('shopOwner.account')}
      detail={useShopOwnerDetail(userId)}
      data-testid="shop-owner-drawer"
    >
      {(user) => (
        <>
          <Typography.Title level={5}>{t('shop.title')}</Typography.Title>
          {user.shop ? (
            <ShopInfoDescriptions shop={user.shop} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shop.none')} />
          )}
        </>
      )}
    </AccountDetailDrawer>
  );
}
