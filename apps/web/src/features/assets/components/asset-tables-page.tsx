import { Button, Card, Drawer, Empty, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useSourceDetail } from '../api/sources';
import { assetPaths } from '../paths';
import { canEdit, type FieldPermissions } from '../status';
import { AssetPicker } from './asset-picker';
import { AssetTables } from './asset-tables';
import { MaskedPreview } from './masked-preview';
import { SourceStatusTag } from './source-status-tag';

export interface AssetTablesPageProps {
  id?: string;
  /** Rows grouped by schema (producer/zqdatasources-info-schemas). */
  groupBySchema?: boolean;
  permissions: FieldPermissions;
}

/** producer/zqdatatable and -info-schemas: the tables of an asset, to its dictionary or a preview. */
export function AssetTablesPage({ id, groupBySchema, permissions }: AssetTablesPageProps) {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const detail = useSourceDetail(id);
  const source = detail.data;
  const [previewing, setPreviewing] = useState<{ id: string; name: string }>();
  const base = groupBySchema ? '/producer-zqdatasources-info-schemas' : '/producer-zqdatatable';
  return (
    <Card
      title={groupBySchema ? t('tables.schemasTitle') : t('tables.title')}
      data-testid="asset-tables-page"
      extra={
        <Space wrap>
          <AssetPicker
            value={id}
            valueLabel={source?.name}
            onChange={(next) => navigate(`${base}?id=${next}`)}
          />
          {source ? <SourceStatusTag source={source} /> : null}
          {source && permissions.save && canEdit(source.status) ? (
            <Button
              type="primary"
              onClick={() => navigate(assetPaths.editTables(source.id))}
              data-testid="tables-add"
            >
              {t('actions.addTables')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {!id ? (
        <Empty description={t('versions.choose')} />
      ) : detail.isError ? (
        <Empty description={errorText(detail.error) ?? t('detail.loadFailed')} />
      ) : (
        <AssetTables
          tables={source?.tables ?? []}
          loading={detail.isFetching}
          groupBySchema={groupBySchema}
          onDictionary={permissions.page ? (table) => navigate(assetPaths.fields(id, table.id)) : undefined}
          onPreview={
            permissions.info
              ? (table) => setPreviewing({ id: table.id, name: `${table.schema}.${table.table}` })
              : undefined
          }
          showUsage={!groupBySchema}
        />
      )}
      <Drawer
        open={Boolean(previewing)}
        onClose={() => setPreviewing(undefined)}
        width="80%"
        destroyOnHidden
        title={t('preview.title', { table: previewing?.name ?? '' })}
      >
        {previewing ? <MaskedPreview tableId={previewing.id} /> : null}
      </Drawer>
    </Card>
  );
}
