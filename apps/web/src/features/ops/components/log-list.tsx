import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Input, type TableColumnType, type TableProps, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, type UsePageTableOptions, usePageTable } from '../../../shared/ui/page-table';

/** The operator's logs: logins (texts under `loginLog.`, test ids `login-log…`) and write calls. */
export type LogKind = 'login' | 'operation';

interface LogRow {
  id: string;
  createDate: string;
  username: string;
  ip: string;
}

/** The columns every log has, each as wide as the log wants it. */
export function useLogColumns<T extends LogRow>(kind: LogKind) {
  const { t } = useTranslation('ops');
  return {
    time: (width: number): TableColumnType<T> => ({
      key: 'createDate',
      title: t(`${kind}Log.time`),
      dataIndex: 'createDate',
      width,
      render: (value: string) => formatDateTime(value),
    }),
    username: (width: number): TableColumnType<T> => ({
      key: 'username',
      title: t(`${kind}Log.username`),
      dataIndex: 'username',
      width,
      render: (value: string) => <Typography.Text strong>{value || '-'}</Typography.Text>,
    }),
    ip: (width: number): TableColumnType<T> => ({
      key: 'ip',
      title: t(`${kind}Log.ip`),
      dataIndex: 'ip',
      width,
      render: (value: string) => value || '-',
    }),
  };
}

export interface LogListProps<T extends LogRow, F extends { username?: string }>
  extends Pick<UsePageTableOptions<T, F>, 'queryKey' | 'fetcher'> {
  kind: LogKind;
  columns: NonNullable<TableProps<T>['columns']>;
  /** `scroll.x` of the fixed-layout table. */
  scrollX: number;
  username: { maxLength: number | undefined; width: number };
  /** Filter fields after the username. */
  filters: ReactNode;
  /** Downloads the rows of the applied filters as .xlsx; answers the saved file's name. */
  exporter: (filters: F) => Promise<string>;
}

/** A log of operate/log, newest first: username and the log's own filters, a fixed-layout paged table. */
export function LogList<T extends LogRow, F extends { username?: string }>({
  kind,
  queryKey,
  fetcher,
  columns,
  scrollX,
  username,
  filters,
  exporter,
}: LogListProps<T, F>) {
  const { t } = useTranslation('ops');
  const { t: tExport } = useTranslation('excelImport');
  const table = usePageTable<T, F>({ queryKey, fetcher });
  const [exporting, setExporting] = useState(false);
  const testId = `${kind}-log`;
  const handleExport = async () => {
    setExporting(true);
    try {
      notify.success(tExport('logExport.done', { name: await exporter(table.filters) }));
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card
      data-testid={testId}
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={handleExport}
          data-testid={`${testId}-export`}
        >
          {tExport('logExport.button')}
        </Button>
      }
    >
      <ListFiltersBar<F> testId={`${testId}-filters`} onSearch={table.search}>
        <Form.Item name="username" label={t('filters.username')}>
          <Input
            allowClear
            maxLength={username.maxLength}
            style={{ width: username.width }}
            data-testid={`${testId}-filter-username`}
          />
        </Form.Item>
        {filters}
      </ListFiltersBar>
      <PageTable<T, F>
        table={table}
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: scrollX }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${kind}Log.empty`)} />,
        }}
        data-testid={`${testId}-table`}
      />
    </Card>
  );
}
