import { Alert, Button, Descriptions, Empty, List, Progress, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { type RepetitionJob, useCancelRepetition, useRepetitionJob } from '../api';

const STATUS_COLOR: Record<RepetitionJob['status'], string> = {
  running: 'processing',
  finished: 'success',
  cancelled: 'default',
  failed: 'error',
};

export function RepetitionStatusTag({ status }: { status: RepetitionJob['status'] }) {
  const { t } = useTranslation('repetition');
  return <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>;
}

/** One detection: progress while it runs (with cancel), then the similar goods with matching sample rows. */
export function RepetitionReport({ serialNo }: { serialNo: string }) {
  const { t } = useTranslation(['repetition', 'common']);
  const job = useRepetitionJob(serialNo);
  const canceller = useCancelRepetition();

  if (job.isLoading) return <Skeleton active />;
  if (job.isError || !job.data) return <Alert type="error" showIcon message={errorText(job.error)} />;
  const data = job.data;

  const handleCancel = () =>
    notify.confirm({
      title: t('report.cancelTitle'),
      content: t('report.cancelContent'),
      okText: t('report.cancel'),
      cancelText: t('common:actions.close'),
      danger: true,
      okTestId: 'confirm-repetition-cancel',
      onOk: () =>
        canceller.mutateAsync(serialNo).catch((error: unknown) => {
          const text = errorText(error);
          if (text) notify.error(text);
        }),
    });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="repetition-report">
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('fields.serialNo')}>{data.serialNo}</Descriptions.Item>
        <Descriptions.Item label={t('fields.item')}>{data.itemName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.status')}>
          <RepetitionStatusTag status={data.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.rows')}>{data.rowCount}</Descriptions.Item>
        <Descriptions.Item label={t('fields.compared')}>
          {t('report.compared', { compared: data.compared, total: data.total })}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.createDate')}>
          {formatDateTime(data.createDate)}
        </Descriptions.Item>
      </Descriptions>
      <Progress
        percent={data.progress}
        status={data.status === 'running' ? 'active' : data.status === 'failed' ? 'exception' : undefined}
      />
      {data.status === 'running' && (
        <Button danger onClick={handleCancel} data-testid="repetition-cancel">
          {t('report.cancel')}
        </Button>
      )}
      {data.status === 'failed' && (
        <Alert type="error" showIcon message={t('report.failed', { reason: data.error })} />
      )}
      {data.status === 'cancelled' && <Alert type="warning" showIcon message={t('report.cancelled')} />}
      <Typography.Title level={5}>{t('report.matches')}</Typography.Title>
      {data.matches.length === 0 ? (
        <Empty
          description={data.status === 'finished' ? t('report.noMatches') : t('report.noMatchesYet')}
          data-testid="repetition-no-matches"
        />
      ) : (
        <List
          bordered
          dataSource={data.matches}
          data-testid="repetition-matches"
          renderItem={(m) => (
            <List.Item>
              <Space direction="vertical" style={{ width: '100%' }}>
                <Space wrap>
                  <Typography.Text strong>{m.itemName}</Typography.Text>
                  <Tag color={m.similarity >= 0.5 ? 'error' : 'warning'}>
                    {t('report.similarity', { value: (m.similarity * 100).toFixed(1) })}
                  </Tag>
                </Space>
                <Typography.Text type="secondary">{t('report.samples')}</Typography.Text>
                {m.sampleRows.map((row) => (
                  <Typography.Text key={row} code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                    {row}
                  </Typography.Text>
                ))}
              </Space>
            </List.Item>
          )}
        />
      )}
      <Typography.Paragraph type="secondary">{t('report.method')}</Typography.Paragraph>
    </Space>
  );
}
