import { Button, Card, Drawer, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { fetchJobs, type RepetitionJob, repetitionKey, useStartRepetition } from '../api';
import { RepetitionReport, RepetitionStatusTag } from './repetition-report';

export interface RepetitionJobsProps {
  /** Only the detections of this good, with a button that starts a new one. */
  itemId?: string;
}

/** The caller's duplicate detections (consumer/repeat/report, and the duplicate check of a good). */
export function RepetitionJobs({ itemId }: RepetitionJobsProps) {
  const { t } = useTranslation(['repetition', 'common']);
  const table = usePageTable<RepetitionJob>({
    queryKey: [...repetitionKey, 'list', itemId ?? 'all'],
    fetcher: (params, signal) => fetchJobs({ ...params, itemId }, signal),
  });
  const starter = useStartRepetition();
  const [open, setOpen] = useState<string | null>(null);

  const handleStart = () => {
    if (!itemId) return;
    starter
      .mutateAsync(itemId)
      .then((job) => {
        notify.success(t('started'));
        setOpen(job.serialNo);
      })
      .catch((error: unknown) => {
        const text = errorText(error);
        if (text) notify.error(text);
      });
  };

  const columns: TableProps<RepetitionJob>['columns'] = [
    { title: t('fields.serialNo'), dataIndex: 'serialNo', width: 250 },
    { title: t('fields.item'), dataIndex: 'itemName' },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      width: 110,
      render: (v: RepetitionJob['status']) => <RepetitionStatusTag status={v} />,
    },
    { title: t('fields.progress'), dataIndex: 'progress', width: 90, render: (v: number) => `${v}%` },
    {
      title: t('fields.matches'),
      key: 'matches',
      width: 110,
      render: (_v, row) => row.matches.length,
    },
    {
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('fields.actions'),
      key: 'actions',
      width: 100,
      render: (_v, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => setOpen(row.serialNo)}
          data-testid={`repetition-open-${row.serialNo}`}
        >
          {t('view')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <Button onClick={table.reload}>{t('common:actions.refresh')}</Button>
          {itemId && (
            <Button
              type="primary"
              loading={starter.isPending}
              onClick={handleStart}
              data-testid="repetition-start"
            >
              {t('start')}
            </Button>
          )}
        </Space>
      }
    >
      <PageTable<RepetitionJob, Record<string, never>>
        table={table}
        rowKey="serialNo"
        columns={columns}
        locale={{ emptyText: itemId ? t('emptyItem') : t('empty') }}
      />
      <Drawer
        open={open !== null}
        width={760}
        title={t('reportTitle')}
        onClose={() => {
          setOpen(null);
          table.reload();
        }}
        destroyOnHidden
      >
        {open && <RepetitionReport serialNo={open} />}
      </Drawer>
    </Card>
  );
}
