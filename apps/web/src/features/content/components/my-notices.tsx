import { content, enumValues } from '@datamall/contract';
import { Badge, Button, Card, Drawer, Form, Input, Select, Skeleton, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { RichTextView } from '../../../shared/ui/rich-text/rich-text-view';
import { StatusTag } from '../../../shared/ui/status-tag';
import {
  fetchMyNotices,
  type MyNoticeFilter,
  myNoticePageKey,
  useMarkRead,
  useMyNotice,
} from '../api/my-notices';

type Row = content.MyNotice;

function NoticeDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('content');
  const notice = useMyNotice(id);
  const n = notice.data;
  return (
    <Drawer
      open
      width={640}
      title={n?.title ?? t('notice.detailTitle')}
      onClose={onClose}
      data-testid="notice-drawer"
    >
      {notice.isLoading || !n ? (
        <Skeleton active />
      ) : (
        <>
          <Space size={16} wrap style={{ color: '#64748b', marginBottom: 16 }}>
            <StatusTag dictType="notice_type" value={n.type} />
            <span>
              {t('fields.sender')}：{n.senderName}
            </span>
            <span>{formatDateTime(n.sendDate)}</span>
          </Space>
          <RichTextView html={n.content} testId="notice-content" />
        </>
      )}
    </Drawer>
  );
}

/** sys/notice-user: the caller's notices with their read state; opening one marks it read. */
export function MyNotices() {
  const { t } = useTranslation(['content', 'common', 'table']);
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const table = usePageTable<Row, MyNoticeFilter>({ queryKey: myNoticePageKey, fetcher: fetchMyNotices });
  const marker = useMarkRead();
  const [selected, setSelected] = useState<string[]>([]);

  const open = (id: string) => setParams({ id }, { replace: true });
  const close = () => {
    setParams({}, { replace: true });
    table.reload();
  };
  const markRead = (what: { ids: string[] } | 'all') =>
    marker.mutate(what, {
      onSuccess: () => {
        notify.success(t('notice.markedRead'));
        setSelected([]);
      },
      onError: (error) => {
        const text = errorText(error);
        if (text) notify.error(text);
      },
    });

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'title',
      title: t('fields.title'),
      dataIndex: 'title',
      render: (value: string, row) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() => open(row.id)}
          data-testid={`notice-${row.id}`}
        >
          <Badge dot={row.readStatus === 0} offset={[6, 0]}>
            <span style={{ fontWeight: row.readStatus === 0 ? 600 : 400 }}>{value}</span>
          </Badge>
        </Button>
      ),
    },
    {
      key: 'type',
      title: t('fields.noticeType'),
      dataIndex: 'type',
      render: (v: number) => <StatusTag dictType="notice_type" value={v} />,
    },
    { key: 'senderName', title: t('fields.sender'), dataIndex: 'senderName' },
    {
      key: 'sendDate',
      title: t('fields.sendDate'),
      dataIndex: 'sendDate',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'readStatus',
      title: t('fields.readStatus'),
      dataIndex: 'readStatus',
      render: (v: number) => <StatusTag dictType="notice_read_status" value={v} />,
    },
    {
      key: 'readDate',
      title: t('fields.readDate'),
      dataIndex: 'readDate',
      render: (v: string | null) => (v ? formatDateTime(v) : '-'),
    },
  ];

  return (
    <Card data-testid="my-notices">
      <ListFiltersBar<MyNoticeFilter> testId="my-notice-filters" onSearch={(values) => table.search(values)}>
        <Form.Item name="title" label={t('fields.title')}>
          <Input allowClear maxLength={zodMaxLength(content.myNoticePage, 'title')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="readStatus" label={t('fields.readStatus')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={enumValues('notice_read_status').map((value) => ({
              value: Number(value),
              label: <StatusTag dictType="notice_read_status" value={value} />,
            }))}
          />
        </Form.Item>
      </ListFiltersBar>
      <Space style={{ marginBottom: 16 }}>
        <Button disabled={!selected.length} onClick={() => markRead({ ids: selected })}>
          {t('notice.markSelectedRead')}
        </Button>
        <Button onClick={() => markRead('all')} data-testid="notice-read-all">
          {t('notice.markAllRead')}
        </Button>
      </Space>
      <PageTable<Row, MyNoticeFilter>
        table={table}
        rowKey="id"
        columns={columns}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        locale={{ emptyText: t('notice.empty') }}
      />
      {openId && <NoticeDrawer id={openId} onClose={close} />}
    </Card>
  );
}
