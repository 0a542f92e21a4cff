import { Button, Card, Empty, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useSourceDetail } from '../api/sources';
import { assetPaths } from '../paths';
import { canEdit } from '../status';
import { AssetPicker } from './asset-picker';
import { SourceStatusTag } from './source-status-tag';
import { VersionTable } from './version-table';

/** producer/zqdatasources: the versions of one asset (chosen here when the route names none). */
export function AssetVersions({ id, canChangeTables }: { id?: string; canChangeTables: boolean }) {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const detail = useSourceDetail(id);
  const source = detail.data;
  return (
    <Card
      title={t('versions.title')}
      data-testid="asset-versions"
      extra={
        <Space wrap>
          <AssetPicker
            value={id}
            valueLabel={source?.name}
            onChange={(next) => navigate(assetPaths.versions(next))}
          />
          {source ? <SourceStatusTag source={source} /> : null}
          {source && canChangeTables && canEdit(source.status) ? (
            <Button
              type="primary"
              onClick={() => navigate(assetPaths.editTables(source.id))}
              data-testid="versions-update"
            >
              {t('actions.editTables')}
            </Button>
          ) : null}
          {source ? (
            <Button onClick={() => navigate(assetPaths.info(source.id))}>{t('actions.view')}</Button>
          ) : null}
        </Space>
      }
    >
      {!id ? (
        <Empty description={t('versions.choose')} />
      ) : detail.isError ? (
        <Empty description={errorText(detail.error) ?? t('detail.loadFailed')} />
      ) : (
        <VersionTable
          versions={source?.versions ?? []}
          currentVersion={source?.currentVersion ?? 0}
          listedVersion={source?.listedVersion ?? null}
          loading={detail.isFetching}
          onOpen={(v) => id && navigate(assetPaths.info(id, v))}
        />
      )}
    </Card>
  );
}
