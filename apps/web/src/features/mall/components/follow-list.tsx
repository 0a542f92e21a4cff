import { SafetyCertificateFilled } from '@ant-design/icons';
import { endpoints } from '@datamall/contract';
import { Form, Input, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { storeHref } from '../../../shared/mall-links';
import { type FollowRow, fetchFollowPage } from '../api/follow-page';
import { useFollowRemove } from '../api/follow-remove';
import { followsKey } from '../api/keys';
import { SavedList } from './saved-list';
import { ShopLogo } from './shop-card';
import './mall.css';

/** sys/user-attention: shops the caller follows, newest first; unfollow after confirming. */
export function FollowList() {
  const { t } = useTranslation('mall');
  const remover = useFollowRemove();

  const columns: TableProps<FollowRow>['columns'] = [
    {
      key: 'name',
      title: t('follows.shop'),
      render: (_value, row) => (
        <div className="mall-shop-head">
          <ShopLogo shop={row} />
          <div>
            <Link to={storeHref(row)} data-testid="follow-name">
              {row.name}
            </Link>
            {row.certified && (
              <span style={{ color: '#16a34a', marginLeft: 8, fontSize: 12 }}>
                <SafetyCertificateFilled /> {t('shop.certified')}
              </span>
            )}
            <div className="mall-card-sales">
              {t(`shop.role.${row.roleType === 2 ? 'developer' : 'supplier'}`)}
            </div>
          </div>
        </div>
      ),
    },
    {
      key: 'goodsCount',
      title: t('shop.goods'),
      width: 110,
      render: (_value, row) => formatNumber(row.goodsCount),
    },
    {
      key: 'followerCount',
      title: t('shop.followers'),
      width: 110,
      render: (_value, row) => formatNumber(row.followerCount),
    },
    {
      key: 'followDate',
      title: t('follows.date'),
      width: 180,
      render: (_value, row) => formatDateTime(row.followDate),
    },
  ];

  return (
    <SavedList<FollowRow, { name?: string }>
      kind="follow"
      queryKey={followsKey}
      fetcher={fetchFollowPage}
      idOf={(row) => row.ownerId}
      remove={remover.mutateAsync}
      columns={columns}
      actionsWidth={110}
      filters={
        <Form.Item name="name" label={t('follows.shop')}>
          <Input
            allowClear
            maxLength={zodMaxLength(endpoints.mall.followPage, 'name')}
            style={{ width: 220 }}
          />
        </Form.Item>
      }
    />
  );
}
