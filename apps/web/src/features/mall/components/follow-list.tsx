import { SafetyCertificateFilled } from '@ant-design/icons';
import { endpoints } from '@datamall/contract';
import { Button, Card, Form, Input, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { storeHref } from '../../../shared/mall-links';
import { notify } from '../../../shared/notify';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { type FollowRow, fetchFollowPage } from '../api/follow-page';
import { useFollowRemove } from '../api/follow-remove';
import { followsKey } from '../api/keys';
import { ShopLogo } from './shop-card';
import './mall.css';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';

/** sys/user-attention: shops the caller follows, newest first; unfollow after confirming. */
export function FollowList() {
  const { t } = useTranslation(['mall', 'common']);
  const table = usePageTable<FollowRow, { name?: string }>({
    queryKey: followsKey,
    fetcher: fetchFollowPage,
  });
  const remover = useFollowRemove();

  const handleRemove = (row: FollowRow) =>
    notify.confirm({
      title: t('follows.removeTitle', { name: row.name }),
      content: t('follows.removeContent'),
      okText: t('follows.remove'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'follow-remove-confirm',
      onOk: async () => {
        try {
          await remover.mutateAsync([row.ownerId]);
          notify.success(t('follows.removed'));
          table.afterDelete();
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });

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
    {
      key: 'actions',
      title: t('favourites.actions'),
      width: 110,
      render: (_value, row) => (
        <Button
          type="link"
          danger
          size="small"
          style={{ paddingInline: 0 }}
          onClick={() => handleRemove(row)}
          data-testid={`follow-remove-${row.ownerId}`}
        >
          {t('follows.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('follows.title')} data-testid="follow-list">
      <ListFiltersBar<{ name?: string }> onSearch={table.search} testId="follow-filters">
        <Form.Item name="name" label={t('follows.shop')}>
          <Input
            allowClear
            maxLength={zodMaxLength(endpoints.mall.followPage, 'name')}
            style={{ width: 220 }}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<FollowRow, { name?: string }>
        rowKey="ownerId"
        table={table}
        columns={columns}
        locale={{ emptyText: t('follows.empty') }}
        data-testid="follows-table"
      />
    </Card>
  );
}
