import { enumValues, type messaging } from '@datamall/contract';
import {
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Modal,
  Select,
  Space,
  type TableProps,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import {
  type Channel,
  fetchLogPage,
  type LogFilter,
  type LogRow,
  logPageKey,
  useDeleteLogs,
  useResend,
} from '../api/messaging';

interface FilterValues extends Omit<LogFilter, 'startDate' | 'endDate'> {
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const receiverOf = (row: LogRow) => ('receiver' in row ? row.receiver : row.mobile);
const FAILED = 0;

/** The send log of mail or SMS: filters, details, resend of a failed entry, deletion (both confirmed). */
export function MessageLog({ channel }: { channel: Channel }) {
  const { t } = useTranslation(['messaging', 'common', 'table']);
  const table = usePageTable<LogRow, LogFilter>({
    queryKey: logPageKey(channel),
    fetcher: fetchLogPage(channel) as (
      params: Parameters<ReturnType<typeof fetchLogPage>>[0],
      signal: AbortSignal,
    ) => Promise<{ list: LogRow[]; total: number }>,
  });
  const resender = useResend(channel);
  const remover = useDeleteLogs(channel);
  const [viewing, setViewing] = useState<LogRow>();

  const failWith = (error: unknown) => {
    const text = errorText(error);
    if (text) notify.error(text);
  };

  const handleResend = (row: LogRow) =>
    notify.confirm({
      title: t('log.resendTitle', { receiver: receiverOf(row) }),
      content: t('log.resendHint'),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        resender.mutateAsync([row.id]).then((result) => {
          if (result.sent) notify.success(t('log.resent'));
          else notify.error(t('log.resendFailed'));
        }, failWith),
    });

  const handleDelete = (row: LogRow) =>
    notify.confirm({
      title: t('log.deleteTitle', { receiver: receiverOf(row) }),
      content: t('log.deleteHint'),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      onOk: () =>
        remover.mutateAsync([row.id]).then(() => {
          notify.success(t('log.deleted'));
          table.afterDelete();
        }, failWith),
    });

  const columns: TableProps<LogRow>['columns'] = [
    { key: 'receiver', title: t(`fields.receiver.${channel}`), render: (_v, row) => receiverOf(row) || '-' },
    { key: 'templateCode', title: t('fields.templateCode'), dataIndex: 'templateCode' },
    {
      key: 'locale',
      title: t('fields.locale'),
      dataIndex: 'locale',
      render: (v: string) => t(`common:language.${v}`),
    },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      render: (v: number) => <StatusTag dictType="send_status" value={v} />,
    },
    {
      key: 'error',
      title: t('fields.error'),
      dataIndex: 'error',
      render: (v: string) =>
        v ? (
          <Typography.Text type="danger" ellipsis={{ tooltip: v }} style={{ maxWidth: 260 }}>
            {v}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    {
      key: 'createdAt',
      title: t('fields.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'sentAt',
      title: t('fields.sentAt'),
      dataIndex: 'sentAt',
      render: (v: string | null) => (v ? formatDateTime(v) : '-'),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(row)}>
            {t('log.view')}
          </Button>
          {row.status === FAILED ? (
            <Button
              type="link"
              size="small"
              onClick={() => handleResend(row)}
              data-testid={`log-resend-${row.id}`}
            >
              {t('log.resend')}
            </Button>
          ) : null}
          <Button type="link" size="small" danger onClick={() => handleDelete(row)}>
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid={`${channel}-log`}>
      <ListFiltersBar<FilterValues>
        testId={`${channel}-log-filters`}
        onSearch={({ dates, ...rest }) =>
          table.search({
            ...rest,
            startDate: dates?.[0]?.format('YYYY-MM-DD'),
            endDate: dates?.[1]?.format('YYYY-MM-DD'),
          })
        }
      >
        <Form.Item name="receiver" label={t(`fields.receiver.${channel}`)}>
          <Input allowClear maxLength={255} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="templateCode" label={t('fields.templateCode')}>
          <Input allowClear maxLength={64} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={t('fields.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={enumValues('send_status').map((value) => ({
              value: Number(value),
              label: <StatusTag dictType="send_status" value={value} />,
            }))}
          />
        </Form.Item>
        <Form.Item name="dates" label={t('fields.createdAt')}>
          <DatePicker.RangePicker format="YYYY-MM-DD" />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<LogRow, LogFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
      />
      {viewing && <LogDetail row={viewing} channel={channel} onClose={() => setViewing(undefined)} />}
    </Card>
  );
}

function LogDetail({ row, channel, onClose }: { row: LogRow; channel: Channel; onClose: () => void }) {
  const { t } = useTranslation(['messaging', 'common']);
  const mail = channel === 'mail' ? (row as messaging.MailLog) : null;
  const text = mail ? mail.body : (row as messaging.SmsLog).content;
  return (
    <Modal open title={t('log.detailTitle')} width={720} footer={null} onCancel={onClose}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t(`fields.receiver.${channel}`)}>
          {receiverOf(row) || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.templateCode')}>{row.templateCode}</Descriptions.Item>
        <Descriptions.Item label={t('fields.params')}>
          <Typography.Text code>{JSON.stringify(row.params)}</Typography.Text>
        </Descriptions.Item>
        {mail ? (
          <Descriptions.Item label={t('fields.subject')}>{mail.subject || '-'}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t(mail ? 'fields.body' : 'fields.content')}>
          <div style={{ whiteSpace: 'pre-wrap' }}>{text || '-'}</div>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.status')}>
          <StatusTag dictType="send_status" value={row.status} />
        </Descriptions.Item>
        {row.error ? (
          <Descriptions.Item label={t('fields.error')}>
            <Typography.Text type="danger">{row.error}</Typography.Text>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('fields.attempts')}>{row.attempts}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
