import { Alert, Skeleton, Space, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useAuditFlows, useSourceDetail } from '../api/sources';
import { AssetBasicInfo } from './asset-basic-info';
import { AssetTables } from './asset-tables';
import { DictionaryEditor } from './dictionary-editor';
import { MaskedPreview } from './masked-preview';
import { TableSelect } from './table-select';

export interface AssetReviewFormProps {
  /** The review task: its business key is the asset id, its process names the submitted version. */
  task: { businessKey: string; processInstanceId: string };
}

/**
 * Business form of `source-audit`: the asset under review at the version that was submitted — basic
 * information, tables, data dictionary and a masked preview (the reviewer is not the owner).
 */
export function AssetReviewForm({ task }: AssetReviewFormProps) {
  const { t } = useTranslation('assets');
  const id = /^\d+$/.test(task.businessKey) ? task.businessKey : undefined;
  const flows = useAuditFlows(id);
  const submitted = flows.data?.find((f) => f.processInstanceId === task.processInstanceId)?.version;
  // Wait for the review history so the form shows the submitted version, not a later edit.
  const detail = useSourceDetail(flows.isPending ? undefined : id, submitted);
  const [tableId, setTableId] = useState<string>();
  const [tab, setTab] = useState('tables');
  const source = detail.data;

  useEffect(() => {
    if (source && !tableId) setTableId(source.tables[0]?.id);
  }, [source, tableId]);

  if (!id) return <Alert type="error" showIcon message={t('review.badKey')} />;
  if (flows.isPending || detail.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!source) {
    return (
      <Alert type="error" showIcon message={t('detail.loadFailed')} description={errorText(detail.error)} />
    );
  }
  const version = submitted && submitted !== source.currentVersion ? submitted : undefined;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="source-review-form">
      <Typography.Text type="secondary">{t('review.caption', { version: source.version })}</Typography.Text>
      <AssetBasicInfo source={source} bordered />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'tables',
            label: t('detail.tabs.tables', { count: source.tables.length }),
            children: (
              <AssetTables
                tables={source.tables}
                onDictionary={(table) => {
                  setTableId(table.id);
                  setTab('dictionary');
                }}
                onPreview={(table) => {
                  setTableId(table.id);
                  setTab('preview');
                }}
              />
            ),
          },
          {
            key: 'dictionary',
            label: t('detail.tabs.dictionary'),
            children: (
              <Space direction="vertical" size={12} style={{ width: '100%' }}>
                <TableSelect
                  tables={source.tables}
                  value={tableId}
                  onChange={setTableId}
                  testId="review-dictionary-table"
                />
                {tableId ? (
                  <DictionaryEditor key={tableId} tableId={tableId} version={version} editable={false} />
                ) : null}
              </Space>
            ),
          },
          {
            key: 'preview',
            label: t('detail.tabs.preview'),
            children: (
              <Space direction="vertical" size={12} style={{ width: '100%' }}>
                <TableSelect
                  tables={source.tables}
                  value={tableId}
                  onChange={setTableId}
                  testId="review-preview-table"
                />
                {tableId && tab === 'preview' ? <MaskedPreview tableId={tableId} version={version} /> : null}
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
