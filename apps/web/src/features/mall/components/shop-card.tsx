import { SafetyCertificateFilled } from '@ant-design/icons';
import type { mall } from '@datamall/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatNumber, maskPhone } from '../../../shared/format';
import { storeHref } from '../../../shared/mall-links';
import { notify } from '../../../shared/notify';
import { loginUrl } from '../../../shared/public-paths';
import { session } from '../../../shared/session';
import { useFollowAdd } from '../api/follow-add';
import { useFollowRemove } from '../api/follow-remove';

/** The logo of a shop, or its first letter. */
export function ShopLogo({ shop }: { shop: Pick<mall.MallShop, 'logoUrl' | 'name'> }) {
  if (shop.logoUrl) return <img className="mall-shop-logo" src={shop.logoUrl} alt={shop.name} />;
  return <span className="mall-shop-logo">{shop.name.slice(0, 1).toUpperCase()}</span>;
}

/** Follow switch of a shop; visitors log in first. Not offered on one's own shop. */
export function FollowButton({
  ownerId,
  following,
  ghost,
}: {
  ownerId: string;
  following: boolean | null;
  ghost?: boolean;
}) {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const location = useLocation();
  const adder = useFollowAdd();
  const remover = useFollowRemove();
  if (session.getUser()?.id === ownerId) return null;
  const handleClick = () => {
    if (!session.hasToken()) {
      navigate(loginUrl(`${location.pathname}${location.search}`));
      return;
    }
    const done = following ? remover.mutateAsync([ownerId]) : adder.mutateAsync(ownerId);
    done
      .then(() => notify.success(following ? t('shop.unfollowed') : t('shop.followed')))
      .catch((error: unknown) => {
        const text = errorText(error);
        if (text) notify.error(text);
      });
  };
  return (
    <Button
      ghost={ghost}
      loading={adder.isPending || remover.isPending}
      onClick={handleClick}
      data-testid="mall-follow"
    >
      {following ? t('shop.following') : t('shop.follow')}
    </Button>
  );
}

/** The seller of a good: name, certified badge, intro, contact (phone masked per §9), counters. */
export function ShopCard({ shop, following }: { shop: mall.MallShop; following: boolean | null }) {
  const { t } = useTranslation('mall');
  return (
    <div className="mall-shop-card" data-testid="mall-shop-card">
      <div className="mall-shop-head">
        <ShopLogo shop={shop} />
        <div style={{ minWidth: 0 }}>
          <h3>{shop.name}</h3>
          <span style={{ color: '#64748b', fontSize: 12 }}>
            {t(`shop.role.${shop.roleType === 2 ? 'developer' : 'supplier'}`)}
            {shop.certified && (
              <span style={{ color: '#16a34a', marginLeft: 8 }} data-testid="mall-shop-certified">
                <SafetyCertificateFilled /> {t('shop.certified')}
              </span>
            )}
          </span>
        </div>
      </div>
      {shop.intro && <p className="mall-card-summary">{shop.intro}</p>}
      <div style={{ color: '#64748b', fontSize: 13 }}>
        {shop.contactName && <div>{t('shop.contact', { name: shop.contactName })}</div>}
        {shop.contactPhone && <div>{t('shop.phone', { phone: maskPhone(shop.contactPhone) })}</div>}
      </div>
      <div className="mall-counters" style={{ margin: 0 }}>
        <div>
          <strong>{formatNumber(shop.goodsCount)}</strong>
          <span>{t('shop.goods')}</span>
        </div>
        <div>
          <strong>{formatNumber(shop.followerCount)}</strong>
          <span>{t('shop.followers')}</span>
        </div>
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        <Link to={storeHref(shop)}>
          <Button type="primary" data-testid="mall-visit-store">
            {t('shop.visit')}
          </Button>
        </Link>
        <FollowButton ownerId={shop.ownerId} following={following} />
      </div>
    </div>
  );
}
