import { type assets, enumLabel } from '@datamall/contract';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useCatalogName } from '../../../shared/i18n/catalog-name';
import { useGradeName } from '../../../shared/i18n/grade-name';
import { SourceStatusTag } from './source-status-tag';

const DB_LABEL: Record<string, string> = { postgresql: 'PostgreSQL', mysql: 'MySQL / MariaDB' };

/** The tags of an asset, or a dash. */
export function SourceTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <>-</>;
  return (
    <Space size={[0, 4]} wrap>
      {tags.map((tag) => (
        <Tag key={tag} bordered={false} color="blue">
          {tag}
        </Tag>
      ))}
    </Space>
  );
}

/** The security grade with its level: "敏感 (L3)". */
export function GradeText({ name, level }: { name: string; level: number | null }) {
  const nameOfGrade = useGradeName();
  if (!name) return <>-</>;
  return (
    <span>
      {nameOfGrade(name)}
      {level !== null ? <Typography.Text type="secondary">{` (L${level})`}</Typography.Text> : null}
    </span>
  );
}

/** Basic information of an asset: classification, tags, grade, frequency, storage, connection, review. */
export function AssetBasicInfo({ source, bordered }: { source: assets.DataSource; bordered?: boolean }) {
  const { t } = useTranslation('assets');
  const locale = useLocale();
  const nameOf = useCatalogName();
  return (
    <Descriptions
      size="small"
      bordered={bordered}
      column={{ xs: 1, md: 2, xl: 3 }}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      data-testid="asset-basic-info"
    >
      <Descriptions.Item label={t('fields.name')}>{source.name}</Descriptions.Item>
      <Descriptions.Item label={t('fields.status')}>
        <SourceStatusTag source={source} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.owner')}>{source.ownerName || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.classification')}>
        {nameOf(source.classificationName) || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.tags')}>
        <SourceTags tags={source.tags} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.securityLevel')}>
        <GradeText name={source.securityLevelName} level={source.securityLevel} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.updateFrequency')}>
        {enumLabel('update_frequency', source.updateFrequency, locale)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.storageType')}>
        {enumLabel('storage_type', source.storageType, locale)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.connection')}>
        {source.connectionName
          ? `${source.connectionName} (${DB_LABEL[source.dbType] ?? source.dbType})`
          : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.version')}>
        <Space size={4}>
          <span>{`v${source.currentVersion}`}</span>
          {source.listedVersion !== null ? (
            <Tag color="success" bordered={false}>
              {t('versions.listedAt', { version: source.listedVersion })}
            </Tag>
          ) : null}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.counts')}>
        {t('fields.countsValue', {
          tables: formatNumber(source.tableCount),
          fields: formatNumber(source.fieldCount),
        })}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.goodsCount')}>{formatNumber(source.goodsCount)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.createDate')}>
        {formatDateTime(source.createDate)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.updateDate')}>
        {formatDateTime(source.updateDate)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.submitDate')}>
        {source.submitDate ? formatDateTime(source.submitDate) : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.reviewDate')}>
        {source.reviewDate ? formatDateTime(source.reviewDate) : '-'}
      </Descriptions.Item>
      {source.reviewComment ? (
        <Descriptions.Item label={t('fields.reviewComment')} span={2}>
          <span style={{ whiteSpace: 'pre-wrap' }} data-testid="asset-review-comment">
            {source.reviewComment}
          </span>
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('fields.description')} span={3}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{source.description || '-'}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
