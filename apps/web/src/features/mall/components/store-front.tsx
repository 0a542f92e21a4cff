import { SafetyCertificateFilled } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { useStore } from '../api/store';
import { MALL_KINDS } from '../kinds';
import { GoodsListing } from './goods-listing';
import { FollowButton, ShopLogo } from './shop-card';
import './mall.css';

/** The shop a storefront shows: `ownerId` (or `id`, `shopId` as other links name it). */
export function useStoreOwnerId(): string | undefined {
  const [params] = useSearchParams();
  const raw = params.get('ownerId') ?? params.get('id') ?? params.get('shopId') ?? '';
  return /^\d{1,19}$/.test(raw) ? raw : undefined;
}

/**
 * A storefront (/store-Detail, /supplyStore, /developStore): the shop's header with certified badge and
 * counters, then its goods as a listing (developers sell applications and APIs, suppliers every kind).
 */
export function StoreFront() {
  const { t } = useTranslation('mall');
  const ownerId = useStoreOwnerId();
  const store = useStore(ownerId);
  const { pathname, search } = useLocation();

  if (!ownerId || store.isError) {
    return (
      <div className="mall-page">
        <Result
          status="404"
          title={t('shop.notFound')}
          subTitle={store.isError ? errorText(store.error) : undefined}
          extra={
            <Link to="/mall">
              <Button type="primary">{t('shop.backToMall')}</Button>
            </Link>
          }
          data-testid="mall-store-missing"
        />
      </div>
    );
  }
  const shop = store.data;
  // A supplier's shop lives at /supplyStore, a developer's at /developStore: the other one leads to the right one.
  const home = shop ? (shop.roleType === 2 ? '/developStore' : '/supplyStore') : null;
  if (home && (pathname === '/supplyStore' || pathname === '/developStore') && pathname !== home) {
    return <Navigate to={`${home}${search}`} replace />;
  }
  return (
    <div className="mall-page mall-store" data-testid="mall-store">
      {shop ? (
        <div className="mall-store-head">
          <ShopLogo shop={shop} />
          <div className="mall-store-info">
            <h1 data-testid="mall-store-name">
              {shop.name}
              {shop.certified && (
                <span style={{ fontSize: 14, marginLeft: 12, color: '#86efac' }}>
                  <SafetyCertificateFilled /> {t('shop.certified')}
                </span>
              )}
            </h1>
            <p>{shop.intro || t(`shop.role.${shop.roleType === 2 ? 'developer' : 'supplier'}`)}</p>
            <p style={{ fontSize: 12, marginTop: 6 }}>
              {t('shop.since', { date: formatDateTime(shop.createDate).slice(0, 10) })}
            </p>
          </div>
          <div className="mall-store-stats">
            <div>
              <strong>{formatNumber(shop.goodsCount)}</strong>
              {t('shop.goods')}
            </div>
            <div>
              <strong>{formatNumber(shop.followerCount)}</strong>
              {t('shop.followers')}
            </div>
            <div className="mall-store-follow">
              <FollowButton ownerId={shop.ownerId} following={shop.following} ghost />
            </div>
          </div>
        </div>
      ) : (
        <div className="mall-skel" style={{ height: 120, marginBottom: 20, borderRadius: 14 }} />
      )}
      <GoodsListing
        kind={{ ...MALL_KINDS.dataapp, itemTypes: [0, 1, 2, 3, 4, 5] }}
        ownerId={ownerId}
        embedded
      />
    </div>
  );
}
