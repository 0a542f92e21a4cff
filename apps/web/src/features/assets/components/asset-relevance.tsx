import { Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useAssetUsage, useSourceDetail } from '../api/sources';
import { assetPaths } from '../paths';
import { AssetTables } from './asset-tables';
import { UsageTable } from './asset-usage';
import { SourceStatusTag } from './source-status-tag';

/** producer/zqdataversion-relevance: what uses the asset, and each of its tables. */
export function AssetRelevance({ id }: { id: string }) {
  const { t } = useTranslation(['assets', 'common']);
  const navigate = useNavigate();
  const detail = useSourceDetail(id);
  const usage = useAssetUsage(id);
  const source = detail.data;
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!source) {
    return <Result status="warning" title={t('detail.loadFailed')} subTitle={errorText(detail.error)} />;
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="asset-relevance">
      <Card
        title={
          <Space>
            <span>{t('usage.title', { name: source.name })}</span>
            <SourceStatusTag source={source} />
          </Space>
        }
        extra={<Button onClick={() => navigate(assetPaths.info(id))}>{t('actions.view')}</Button>}
      >
        <Typography.Paragraph type="secondary">{t('usage.hint')}</Typography.Paragraph>
        <UsageTable usage={usage.data} loading={usage.isFetching} error={usage.error} />
      </Card>
      <Card title={t('usage.byTable')}>
        <AssetTables tables={source.tables} showUsage />
      </Card>
    </Space>
  );
}
