import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { enumLabel, type goods } from '@datamall/contract';
import { Button, Card, Dropdown, Image, type MenuProps, Space, type TableProps, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useCatalogName } from '../../../shared/i18n/catalog-name';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { MoneyText } from '../../../shared/ui/money-text';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { COLUMN_WIDTH, tableScrollX } from '../../../shared/ui/table-width';
import { fetchItemsPage, type ItemFilter } from '../api/items';
import { itemsPageKey } from '../api/keys';
import { fileHref } from '../api/upload';
import { kindInSentence } from '../kind-label';
import { type GoodsVariant, itemTypeParam } from '../paths';
import { priceDecimals } from '../price';
import { availableActions, canDeleteItem, canEditItem } from '../status';
import { ItemFilterFields } from './item-filters';
import { ItemStatusTags } from './item-status-tags';
import { useItemActions } from './use-item-actions';

type Row = goods.Item;

export interface ItemListProps {
  variant: GoodsVariant;
  /** Developer pages: delete only with zqgoods:zqgoodadmin:delete. Default true. */
  allowDelete?: boolean;
  /** More row actions composed by the page (e.g. the operator's gateway test), after the view button. */
  extraActions?: (row: Row) => ReactNode;
}

/** Room for the page's extra row action (one small link button). */
const EXTRA_ACTIONS_WIDTH = 110;

/** The primary status change of a row, shown as a button; the others go into "more". */
const PRIMARY: readonly goods.ItemAction[] = ['enable', 'list', 'delist'];

/** Kind tab of a list of several kinds: every kind, or one item type. */
const ALL_KINDS = 'all';

/**
 * producer/zqdata, dev/zqgoodadmin, dev/jiao/zqgoodadmin and the operator's goods pages: goods with filters,
 * status tags, paging and the status changes the current state allows. A list of several kinds (the supplier's
 * data packages, asset goods and table goods under one menu entry) names them in a tab each, beside "all"; the
 * tab is kept in the address (`?type=`).
 */
export function ItemList({ variant, allowDelete = true, extraActions }: ItemListProps) {
  const { t } = useTranslation(['goods', 'table']);
  const locale = useLocale();
  const nameOf = useCatalogName();
  const navigate = useNavigate();
  const actions = useItemActions(variant);
  const isOwner = variant.viewer === 'owner';
  const [params, setParams] = useSearchParams();
  const hasKindTabs = variant.itemTypes.length > 1;
  // The kind tab lives in the address, so the side menu (no `?type=`) opens every kind again.
  const kind = hasKindTabs ? itemTypeParam(params.get('type'), variant.itemTypes) : undefined;
  // `?productStatus=` and `?publishType=` (the home dashboards' links) open the list on one state.
  const [fromUrl] = useState<ItemFilter>(() => {
    const state: ItemFilter = {};
    for (const key of ['productStatus', 'publishType'] as const) {
      const value = params.get(key);
      if (value && /^\d$/.test(value)) state[key] = Number(value);
    }
    return state;
  });
  const table = usePageTable<Row, ItemFilter>({
    initialFilters: fromUrl,
    queryKey: [...itemsPageKey, variant.key, kind ?? ALL_KINDS],
    fetcher: (params, signal) =>
      fetchItemsPage(variant.itemTypes, kind === undefined ? params : { ...params, itemType: kind }, signal),
  });

  const handleKindTab = (key: string) => {
    const itemType = key === ALL_KINDS ? undefined : Number(key);
    table.setPage(1);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (itemType === undefined) next.delete('type');
        else next.set('type', String(itemType));
        return next;
      },
      { replace: true },
    );
  };

  const rowActions = (row: Row): goods.ItemAction[] =>
    isOwner ? availableActions(row) : availableActions(row).filter((a) => a === 'delist');

  const moreItems = (row: Row): NonNullable<MenuProps['items']> => {
    const items: NonNullable<MenuProps['items']> = [];
    for (const action of rowActions(row)) {
      if (PRIMARY.includes(action)) continue;
      items.push({
        key: action,
        danger: action === 'disable',
        label: <span data-testid={`item-${action}-${row.name}`}>{t(`actions.${action}`)}</span>,
        onClick: () => actions.perform(row, action, table.reload),
      });
    }
    if (isOwner) {
      items.push({
        key: 'skus',
        label: t('actions.skus'),
        onClick: () => navigate(variant.info(row.id, 'skus')),
      });
      items.push({
        key: 'reviews',
        label: t('actions.reviews'),
        onClick: () => navigate(variant.info(row.id, 'reviews')),
      });
    }
    if (isOwner && allowDelete && canDeleteItem(row)) {
      items.push({ type: 'divider' });
      items.push({
        key: 'delete',
        danger: true,
        label: <span data-testid={`item-delete-${row.name}`}>{t('actions.delete')}</span>,
        onClick: () => actions.remove(row, table.reload),
      });
    }
    return items;
  };

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'name',
      title: t('fields.name'),
      dataIndex: 'name',
      sorter: true,
      fixed: 'left',
      render: (value: string, row) => (
        <Space size={12}>
          <Image
            src={fileHref(row.coverImage)}
            width={48}
            height={36}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            preview={false}
            fallback="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="
          />
          <Space direction="vertical" size={0}>
            <Link to={variant.info(row.id)} data-testid={`item-link-${value}`}>
              {value}
            </Link>
            {row.tags.length ? (
              <Space size={2} wrap>
                {row.tags.slice(0, 3).map((tag) => (
                  <Tag key={tag} bordered={false} style={{ fontSize: 12 }}>
                    {tag}
                  </Tag>
                ))}
              </Space>
            ) : null}
          </Space>
        </Space>
      ),
    },
    ...(hasKindTabs && kind === undefined
      ? [
          {
            key: 'itemType',
            title: t('fields.itemType'),
            dataIndex: 'itemType',
            width: 100,
            render: (value: number) => enumLabel('item_type', value, locale),
          } as const,
        ]
      : []),
    ...(isOwner
      ? []
      : [{ key: 'ownerName', title: t('fields.owner'), dataIndex: 'ownerName', width: 120 } as const]),
    {
      key: 'classificationName',
      title: t('fields.classification'),
      dataIndex: 'classificationName',
      width: 120,
      render: (value: string, row) => nameOf(value, row.classificationNameEn) || '-',
    },
    {
      key: 'minPrice',
      title: t('fields.minPrice'),
      dataIndex: 'minPrice',
      align: 'right',
      width: COLUMN_WIDTH.money,
      render: (value: string | null, row) =>
        value === null ? (
          <Typography.Text type="secondary">{t('list.noPrice')}</Typography.Text>
        ) : (
          <Space direction="vertical" size={0} style={{ alignItems: 'flex-end' }}>
            <MoneyText value={value} decimals={priceDecimals(value)} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('list.skuCount', { count: row.skuCount })}
            </Typography.Text>
          </Space>
        ),
    },
    {
      key: 'status',
      title: t('fields.status'),
      width: COLUMN_WIDTH.status,
      render: (_v, row) => <ItemStatusTags item={row} vertical />,
    },
    {
      key: 'listedDate',
      title: t('fields.listedDate'),
      dataIndex: 'listedDate',
      sorter: true,
      width: COLUMN_WIDTH.dateTime,
      render: (value: string | null) => (value ? formatDateTime(value) : '-'),
    },
    {
      key: 'updateDate',
      title: t('fields.updateDate'),
      dataIndex: 'updateDate',
      sorter: true,
      width: COLUMN_WIDTH.dateTime,
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      // The owner has view, edit, (de)list and more; the operator view and delist.
      width: (isOwner ? 216 : 120) + (extraActions ? EXTRA_ACTIONS_WIDTH : 0),
      render: (_v, row) => {
        const more = moreItems(row);
        const primary = rowActions(row).filter((a) => PRIMARY.includes(a));
        return (
          <Space size={0} wrap={false}>
            <Button
              type="link"
              size="small"
              onClick={() => navigate(variant.info(row.id))}
              data-testid={`item-view-${row.name}`}
            >
              {t('actions.view')}
            </Button>
            {extraActions?.(row)}
            {isOwner && variant.edit && canEditItem(row) ? (
              <Button
                type="link"
                size="small"
                onClick={() => navigate(variant.edit?.(row.id) ?? variant.list)}
                data-testid={`item-edit-${row.name}`}
              >
                {t('actions.edit')}
              </Button>
            ) : null}
            {primary.map((action) => (
              <Button
                key={action}
                type="link"
                size="small"
                danger={action === 'delist'}
                onClick={() => actions.perform(row, action, table.reload)}
                data-testid={`item-${action}-${row.name}`}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
            {more.length > 0 ? (
              <Dropdown menu={{ items: more }} trigger={['click']}>
                <Button type="link" size="small" data-testid={`item-more-${row.name}`}>
                  {t('actions.more')} <DownOutlined />
                </Button>
              </Dropdown>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      data-testid="item-list"
      data-variant={variant.key}
      {...(hasKindTabs
        ? {
            activeTabKey: kind === undefined ? ALL_KINDS : String(kind),
            onTabChange: handleKindTab,
            tabList: [ALL_KINDS, ...variant.itemTypes.map(String)].map((key) => ({
              key,
              label: (
                <span data-testid={`item-kind-tab-${key}`}>
                  {key === ALL_KINDS ? t('list.allKinds') : enumLabel('item_type', key, locale)}
                </span>
              ),
            })),
          }
        : {})}
    >
      <ListFiltersBar<ItemFilter>
        testId="item-filters"
        initialValues={fromUrl}
        onSearch={(values) => table.search(values)}
      >
        <ItemFilterFields />
      </ListFiltersBar>
      {isOwner && variant.add && variant.creatable.length ? (
        <Space style={{ marginBottom: 16 }} wrap>
          {variant.creatable.map((itemType, index) => (
            <Button
              key={itemType}
              type={(kind === undefined ? index === 0 : itemType === kind) ? 'primary' : 'default'}
              icon={<PlusOutlined />}
              onClick={() =>
                navigate(variant.add?.(variant.creatable.length > 1 ? itemType : undefined) ?? '')
              }
              data-testid={`item-add-${itemType}`}
            >
              {t('actions.add', { kind: kindInSentence(itemType, locale) })}
            </Button>
          ))}
        </Space>
      ) : null}
      <PageTable<Row, ItemFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: tableScrollX(columns, 170) }}
        data-testid="item-table"
      />
    </Card>
  );
}
