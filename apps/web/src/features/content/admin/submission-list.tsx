import { content } from '@datamall/contract';
import {
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Select,
  Space,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useZodRules, zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  fetchSubmissionPage,
  type SubmissionFilter,
  submissionPageKey,
  useHandleSubmission,
} from '../api/admin';

type Row = content.Submission;

const KIND_COLOR: Record<content.SubmissionKind, string> = {
  contact: 'blue',
  cooperation: 'purple',
  feedback: 'cyan',
};

/** operate/content/submission: contact, business cooperation and feedback forms sent from the mall. */
export function SubmissionList() {
  const { t } = useTranslation(['content', 'common', 'table']);
  const remark = useZodRules(content.handleSubmission);
  const table = usePageTable<Row, SubmissionFilter>({
    queryKey: submissionPageKey,
    fetcher: fetchSubmissionPage,
  });
  const handler = useHandleSubmission();
  const [handling, setHandling] = useState<Row>();

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'kind',
      title: t('fields.kind'),
      dataIndex: 'kind',
      render: (kind: content.SubmissionKind) => <Tag color={KIND_COLOR[kind]}>{t(`kinds.${kind}`)}</Tag>,
    },
    { key: 'name', title: t('fields.contactName'), dataIndex: 'name' },
    { key: 'company', title: t('fields.company'), dataIndex: 'company', render: (v: string) => v || '-' },
    {
      key: 'contact',
      title: t('fields.contactWay'),
      render: (_v, row) => [row.mobile, row.email].filter(Boolean).join(' / '),
    },
    {
      key: 'content',
      title: t('fields.message'),
      dataIndex: 'content',
      width: 320,
      render: (v: string, row) => (
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0 }}>
          {row.title ? <strong>{row.title}：</strong> : null}
          {v}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      render: (v: number) =>
        v === 1 ? (
          <Tag color="success">{t('submissionStatus.1')}</Tag>
        ) : (
          <Tag color="error">{t('submissionStatus.0')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_v, row) => (
        <Button type="link" size="small" onClick={() => setHandling(row)} data-testid={`handle-${row.id}`}>
          {row.status === 1 ? t('submission.view') : t('submission.handle')}
        </Button>
      ),
    },
  ];

  return (
    <Card data-testid="submission-list">
      <ListFiltersBar<SubmissionFilter>
        testId="submission-filters"
        onSearch={(values) => table.search(values)}
      >
        <Form.Item name="kind" label={t('fields.kind')}>
          <Select
            allowClear
            style={{ width: 150 }}
            options={content.SUBMISSION_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('fields.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={[0, 1].map((value) => ({ value, label: t(`submissionStatus.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('fields.keyword')}>
          <Input
            allowClear
            maxLength={zodMaxLength(content.submissionPage, 'keyword')}
            style={{ width: 180 }}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<Row, SubmissionFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="submission-table"
      />
      {handling && (
        <FormModal<{ remark: string }>
          key={handling.id}
          title={t('submission.detailTitle')}
          width={640}
          initialValues={{ remark: handling.remark }}
          onClose={() => setHandling(undefined)}
          onSubmit={async (values) => {
            await handler.mutateAsync({ id: handling.id, remark: values.remark });
            notify.success(t('submission.handled'));
          }}
          okTestId="submission-handle-ok"
        >
          {() => (
            <>
              <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
                <Descriptions.Item label={t('fields.kind')}>{t(`kinds.${handling.kind}`)}</Descriptions.Item>
                <Descriptions.Item label={t('fields.contactName')}>
                  <Space>
                    {handling.name}
                    {handling.username && <Tag>{handling.username}</Tag>}
                  </Space>
                </Descriptions.Item>
                {handling.company && (
                  <Descriptions.Item label={t('fields.company')}>{handling.company}</Descriptions.Item>
                )}
                <Descriptions.Item label={t('fields.contactWay')}>
                  {[handling.mobile, handling.email].filter(Boolean).join(' / ')}
                </Descriptions.Item>
                {handling.title && (
                  <Descriptions.Item label={t('fields.subject')}>{handling.title}</Descriptions.Item>
                )}
                <Descriptions.Item label={t('fields.message')}>
                  <div style={{ whiteSpace: 'pre-wrap' }}>{handling.content}</div>
                </Descriptions.Item>
                <Descriptions.Item label="IP">{handling.ip}</Descriptions.Item>
                <Descriptions.Item label={t('fields.createDate')}>
                  {formatDateTime(handling.createDate)}
                </Descriptions.Item>
                {handling.status === 1 && (
                  <Descriptions.Item label={t('fields.handledBy')}>
                    {handling.handledBy} · {handling.handledDate ? formatDateTime(handling.handledDate) : ''}
                  </Descriptions.Item>
                )}
              </Descriptions>
              <Form.Item
                name="remark"
                label={t('fields.remark')}
                rules={remark.rules('remark', t('fields.remark'))}
              >
                <Input.TextArea
                  rows={3}
                  showCount
                  maxLength={remark.maxLength('remark')}
                  data-testid="submission-remark"
                />
              </Form.Item>
            </>
          )}
        </FormModal>
      )}
    </Card>
  );
}
