import type { assets } from '@datamall/contract';
import { Button, Card, Input, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useCatalogName } from '../../../shared/i18n/catalog-name';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { type ListedAssetFilter, listedAssetsPage, relationsKey } from '../api/app-relations';
import { relationPaths } from '../paths';
import { RelateAssetButton } from './relate-asset-button';

type Row = assets.DataSource;

/**
 * dev/dataSourceList: listed data assets a developer can build an application on — their tables, dictionary and
 * masked preview (dev/dataDetail), and a request to relate one to an application.
 */
export function ListedAssetList() {
  const { t } = useTranslation(['appRelations', 'assets']);
  const nameOf = useCatalogName();
  const table = usePageTable<Row, ListedAssetFilter>({
    queryKey: [...relationsKey, 'listedAssets'],
    fetcher: listedAssetsPage,
  });
  return (
    <Card
      title={t('assetsPage.title')}
      extra={
        <Input.Search
          allowClear
          style={{ width: 260 }}
          placeholder={t('assetsPage.search')}
          aria-label={t('assetsPage.search')}
          onSearch={(name) => table.search({ name: name || undefined })}
          data-testid="listed-asset-search"
        />
      }
      data-testid="listed-assets"
    >
      <Typography.Paragraph type="secondary">{t('assetsPage.intro')}</Typography.Paragraph>
      <PageTable<Row, ListedAssetFilter>
        table={table}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('assetsPage.empty') }}
        columns={[
          {
            title: t('fields.asset'),
            dataIndex: 'name',
            render: (name: string, row) => <Link to={relationPaths.listedAsset(row.id)}>{name}</Link>,
          },
          { title: t('fields.supplier'), dataIndex: 'ownerName' },
          {
            title: t('assetsPage.classification'),
            dataIndex: 'classificationName',
            render: (value: string) => nameOf(value),
          },
          {
            title: t('assetsPage.tags'),
            dataIndex: 'tags',
            render: (tags: string[]) => tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
          },
          { title: t('assetsPage.tables'), dataIndex: 'tableCount', align: 'right' },
          { title: t('assetsPage.fields'), dataIndex: 'fieldCount', align: 'right' },
          {
            title: t('assetsPage.updated'),
            dataIndex: 'updateDate',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('fields.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space size={0}>
                <Link to={relationPaths.listedAsset(row.id, 'dictionary')}>
                  <Button type="link" size="small">
                    {t('assetsPage.dictionary')}
                  </Button>
                </Link>
                <Link to={relationPaths.listedAsset(row.id, 'preview')}>
                  <Button type="link" size="small">
                    {t('assetsPage.preview')}
                  </Button>
                </Link>
                <RelateAssetButton sourceId={row.id} size="small" />
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
