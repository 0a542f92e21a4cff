import { endpoints } from '@datamall/contract';
import { Form, Input, Select, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDictLabel } from '../../../shared/dictionaries/use-dict-label';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { detailHref } from '../../../shared/mall-links';
import { MoneyText } from '../../../shared/ui/money-text';
import { type FavouriteFilter, type FavouriteRow, fetchFavouritePage } from '../api/favourite-page';
import { useFavouriteRemove } from '../api/favourite-remove';
import { favouritesKey } from '../api/keys';
import { GoodsCover } from './goods-card';
import { SavedList } from './saved-list';
import './mall.css';

const ITEM_TYPES = [1, 2, 3, 4, 5] as const;

/** sys/user-collect: the caller's favourite goods, newest first; remove after confirming. */
export function FavouriteList() {
  const { t } = useTranslation('mall');
  const dictLabel = useDictLabel();
  const remover = useFavouriteRemove();

  const columns: TableProps<FavouriteRow>['columns'] = [
    {
      key: 'name',
      title: t('favourites.good'),
      render: (_value, row) => (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <div style={{ width: 72, flex: 'none' }}>
            <GoodsCover card={row} height={48} />
          </div>
          <div style={{ minWidth: 0 }}>
            {row.available ? (
              <Link to={detailHref(row)} data-testid="favourite-name">
                {row.name}
              </Link>
            ) : (
              <span data-testid="favourite-name">{row.name}</span>
            )}
            <div className="mall-card-sales">{row.ownerName}</div>
          </div>
        </div>
      ),
    },
    {
      key: 'itemType',
      title: t('favourites.type'),
      width: 130,
      render: (_value, row) => dictLabel('item_type', row.itemType),
    },
    {
      key: 'price',
      title: t('favourites.price'),
      width: 140,
      render: (_value, row) => (row.minPrice === null ? '-' : <MoneyText value={row.minPrice} />),
    },
    {
      key: 'available',
      title: t('favourites.status'),
      width: 110,
      render: (_value, row) =>
        row.available ? (
          <Tag color="success">{t('favourites.onSale')}</Tag>
        ) : (
          <Tag>{t('favourites.offSale')}</Tag>
        ),
    },
    {
      key: 'favouriteDate',
      title: t('favourites.date'),
      width: 180,
      render: (_value, row) => formatDateTime(row.favouriteDate),
    },
  ];

  return (
    <SavedList<FavouriteRow, FavouriteFilter>
      kind="favourite"
      queryKey={favouritesKey}
      fetcher={fetchFavouritePage}
      idOf={(row) => row.id}
      remove={remover.mutateAsync}
      columns={columns}
      actionsWidth={100}
      filters={
        <>
          <Form.Item name="name" label={t('favourites.good')}>
            <Input
              allowClear
              maxLength={zodMaxLength(endpoints.mall.favouritePage, 'name')}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item name="itemType" label={t('favourites.type')}>
            <Select
              allowClear
              style={{ width: 160 }}
              options={ITEM_TYPES.map((type) => ({ value: type, label: dictLabel('item_type', type) }))}
            />
          </Form.Item>
        </>
      }
    />
  );
}
