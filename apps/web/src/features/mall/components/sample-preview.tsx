import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import type { mall } from '@datamall/contract';
import { Alert, Button, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMallItemSample } from '../api/item-sample';

function SampleTable({ sample }: { sample: mall.MallItemSample }) {
  const rows = sample.rows.map((r, i) => ({ key: i, ...Object.fromEntries(r.map((v, n) => [`c${n}`, v])) }));
  return (
    <Table
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="sample-table"
      dataSource={rows}
      columns={sample.columns.map((c, n) => ({
        title: c,
        dataIndex: `c${n}`,
        render: (v: string | null) =>
          v === null ? (
            <Typography.Text type="secondary">—</Typography.Text>
          ) : (
            <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span>
          ),
      }))}
    />
  );
}

/**
 * The sample of a listed good as a buyer sees it before buying: its real format, a preview of its first rows
 * (a table for CSV and XLSX, the first lines of a text) and its download.
 */
export function SamplePreview({ itemId }: { itemId: string }) {
  const { t } = useTranslation('mall');
  const sample = useMallItemSample(itemId);
  if (sample.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (sample.isError) return <Empty description={t('sample.missing')} data-testid="sample-missing" />;
  const data = sample.data;
  const isOutside = !data.url.startsWith('/');
  return (
    <div data-testid="sample-preview">
      <Space style={{ marginBottom: 12 }} wrap>
        <FileTextOutlined />
        {data.fileType ? <Tag data-testid="sample-type">{data.fileType}</Tag> : null}
        <Button
          type="primary"
          ghost
          icon={<DownloadOutlined />}
          href={data.url}
          target={isOutside ? '_blank' : undefined}
          rel={isOutside ? 'noopener noreferrer' : undefined}
          download={isOutside ? undefined : ''}
          data-testid="sample-download"
        >
          {data.fileType ? t('sample.download', { type: data.fileType }) : t('sample.downloadPlain')}
        </Button>
      </Space>
      {data.previewKind === 'table' ? (
        <>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }} data-testid="sample-hint">
            {data.truncated
              ? t('sample.truncated', { count: data.rows.length })
              : t('sample.whole', { count: data.rows.length })}
          </Typography.Paragraph>
          <SampleTable sample={data} />
        </>
      ) : data.previewKind === 'text' ? (
        <>
          {data.truncated && (
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }} data-testid="sample-hint">
              {t('sample.textTruncated')}
            </Typography.Paragraph>
          )}
          <pre className="mall-sample-text" data-testid="sample-text">
            {data.text}
          </pre>
        </>
      ) : (
        <Alert type="info" showIcon message={t('sample.noPreview')} data-testid="sample-no-preview" />
      )}
    </div>
  );
}

function SampleTabLabel() {
  const { t } = useTranslation('mall');
  return <span data-testid="mall-sample-tab">{t('sample.tab')}</span>;
}

/** The "sample data" tab of a data package's mall detail (an `extraTabs` entry of ItemDetailView). */
export function SampleTab(item: Pick<mall.MallItemDetail, 'id'>) {
  return { key: 'sample', label: <SampleTabLabel />, children: <SamplePreview itemId={item.id} /> };
}
