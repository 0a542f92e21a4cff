import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import type { assets } from '@datamall/contract';
import { Button, Card, Dropdown, type MenuProps, Space, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { useCatalogName } from '../../../shared/i18n/catalog-name';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { sourcesPageKey } from '../api/keys';
import { fetchSourcesPage, type SourceFilter } from '../api/sources';
import { assetPaths } from '../paths';
import { canDisable, canEdit, canEnable, canGrant, canSubmit } from '../status';
import { GradeText, SourceTags } from './asset-basic-info';
import { AssetFilterFields } from './asset-filters';
import { SourceStatusTag } from './source-status-tag';
import { useSourceActions } from './use-source-actions';

type Row = assets.DataSource;

export interface AssetListProps {
  /** producer: the supplier's own assets with every action; operator: everyone's, view, disable and enable. */
  mode: 'producer' | 'operator';
}

/** producer/zqdataversion and operate/zqAsset/assetData: assets with filters, status tags and actions. */
export function AssetList({ mode }: AssetListProps) {
  const { t } = useTranslation(['assets', 'table']);
  const navigate = useNavigate();
  const nameOf = useCatalogName();
  const actions = useSourceActions();
  const [params] = useSearchParams();
  // `?status=` (the supplier home's links) opens the list on one status.
  const [fromUrl] = useState<SourceFilter>(() => {
    const status = params.get('status');
    return status && /^\d$/.test(status) ? { status: Number(status) } : {};
  });
  const table = usePageTable<Row, SourceFilter>({
    queryKey: [...sourcesPageKey, mode],
    fetcher: fetchSourcesPage,
    initialFilters: fromUrl,
  });
  const isOwner = mode === 'producer';
  const infoPath = (row: Row) => (isOwner ? assetPaths.info(row.id) : assetPaths.operatorInfo(row.id));

  const moreItems = (row: Row): MenuProps['items'] => {
    if (!isOwner) {
      return [
        canDisable(row.status) && {
          key: 'disable',
          danger: true,
          label: <span data-testid={`asset-disable-${row.name}`}>{t('actions.disable')}</span>,
          onClick: () => actions.disable(row, table.reload),
        },
        canEnable(row.status) && {
          key: 'enable',
          label: <span data-testid={`asset-enable-${row.name}`}>{t('actions.enable')}</span>,
          onClick: () => actions.enable(row, table.reload),
        },
      ].filter(Boolean) as MenuProps['items'];
    }
    return [
      { key: 'versions', label: t('actions.versions'), onClick: () => navigate(assetPaths.versions(row.id)) },
      { key: 'tables', label: t('actions.tables'), onClick: () => navigate(assetPaths.tables(row.id)) },
      { key: 'fields', label: t('actions.dictionary'), onClick: () => navigate(assetPaths.fields(row.id)) },
      {
        key: 'relevance',
        label: t('actions.relevance'),
        onClick: () => navigate(assetPaths.relevance(row.id)),
      },
      canEdit(row.status) && {
        key: 'editTables',
        label: t('actions.editTables'),
        onClick: () => navigate(assetPaths.editTables(row.id)),
      },
      canGrant(row.status) && {
        key: 'grants',
        label: t('actions.grant'),
        onClick: () => navigate(assetPaths.grants(row.id)),
      },
      canDisable(row.status) && {
        key: 'disable',
        label: <span data-testid={`asset-disable-${row.name}`}>{t('actions.disable')}</span>,
        onClick: () => actions.disable(row, table.reload),
      },
      canEnable(row.status) && {
        key: 'enable',
        label: <span data-testid={`asset-enable-${row.name}`}>{t('actions.enable')}</span>,
        onClick: () => actions.enable(row, table.reload),
      },
      { type: 'divider' },
      {
        key: 'delete',
        danger: true,
        label: <span data-testid={`asset-delete-${row.name}`}>{t('actions.delete')}</span>,
        onClick: () => actions.remove(row, () => table.afterDelete()),
      },
    ].filter(Boolean) as MenuProps['items'];
  };

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'name',
      title: t('fields.name'),
      dataIndex: 'name',
      sorter: true,
      fixed: 'left',
      render: (value: string, row) => (
        <Link to={infoPath(row)} data-testid={`asset-link-${value}`}>
          {value}
        </Link>
      ),
    },
    ...(isOwner ? [] : [{ key: 'ownerName', title: t('fields.owner'), dataIndex: 'ownerName' } as const]),
    {
      key: 'classificationName',
      title: t('fields.classification'),
      dataIndex: 'classificationName',
      render: (value: string) => nameOf(value) || '-',
    },
    {
      key: 'tags',
      title: t('fields.tags'),
      dataIndex: 'tags',
      render: (value: string[]) => <SourceTags tags={value} />,
    },
    {
      key: 'securityLevel',
      title: t('fields.securityLevel'),
      render: (_v, row) => <GradeText name={row.securityLevelName} level={row.securityLevel} />,
    },
    {
      key: 'counts',
      title: t('fields.counts'),
      render: (_v, row) =>
        t('fields.countsValue', {
          tables: formatNumber(row.tableCount),
          fields: formatNumber(row.fieldCount),
        }),
    },
    {
      key: 'version',
      title: t('fields.version'),
      render: (_v, row) => (
        <Space size={4} direction="vertical">
          <span>{`v${row.currentVersion}`}</span>
          {row.listedVersion !== null && row.listedVersion !== row.currentVersion ? (
            <Typography.Text type="secondary">
              {t('versions.listedAt', { version: row.listedVersion })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      render: (_v, row) => <SourceStatusTag source={row} />,
    },
    {
      key: 'goodsCount',
      title: t('fields.goodsCount'),
      dataIndex: 'goodsCount',
      sorter: true,
      align: 'right',
    },
    {
      key: 'updateDate',
      title: t('fields.updateDate'),
      dataIndex: 'updateDate',
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_v, row) => {
        const more = moreItems(row) ?? [];
        return (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => navigate(infoPath(row))}
              data-testid={`asset-view-${row.name}`}
            >
              {t('actions.view')}
            </Button>
            {isOwner && canEdit(row.status) ? (
              <Button
                type="link"
                size="small"
                onClick={() => navigate(assetPaths.editInfo(row.id))}
                data-testid={`asset-edit-${row.name}`}
              >
                {t('actions.edit')}
              </Button>
            ) : null}
            {isOwner && canSubmit(row.status) ? (
              <Button
                type="link"
                size="small"
                onClick={() => actions.submit(row, table.reload)}
                data-testid={`asset-submit-${row.name}`}
              >
                {t('actions.submit')}
              </Button>
            ) : null}
            {more.length > 0 ? (
              <Dropdown menu={{ items: more }} trigger={['click']}>
                <Button type="link" size="small" data-testid={`asset-more-${row.name}`}>
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
    <Card data-testid="asset-list">
      <ListFiltersBar<SourceFilter>
        testId="asset-filters"
        initialValues={fromUrl}
        onSearch={(values) => table.search(values)}
      >
        <AssetFilterFields />
      </ListFiltersBar>
      {isOwner ? (
        <div style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(assetPaths.add)}
            data-testid="asset-add"
          >
            {t('actions.add')}
          </Button>
        </div>
      ) : null}
      <PageTable<Row, SourceFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="asset-table"
      />
    </Card>
  );
}
