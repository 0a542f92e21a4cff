import { DeleteOutlined, ExportOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { grantData } from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Collapse,
  Empty,
  Form,
  Input,
  Result,
  Select,
  Skeleton,
  Space,
  Table,
  type TableProps,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { StatusTag } from '../../../shared/ui/status-tag';
import { type BrowseRequest, useBrowsePage, useGrantedData } from '../api/granted-data';
import { ExportDialog, ExportJobs, SyncList } from './grant-exports';

const PAGE_SIZES = [10, 20, 50, 100];

interface QueryForm {
  filters: { column?: string; op?: grantData.FilterOp; value?: string }[];
  sortColumn?: string;
  sortOrder: 'asc' | 'desc';
}

const EMPTY_FORM: QueryForm = { filters: [], sortOrder: 'asc' };

/** The query a filled form asks for (rows without a column or an operator are left out). */
export function requestOf(form: QueryForm, limit: number): BrowseRequest {
  return {
    page: 1,
    limit,
    filters: form.filters
      .filter((f) => f.column && f.op)
      .map((f) => ({
        column: f.column!,
        op: f.op!,
        value: grantData.VALUELESS_OPS.includes(f.op!) ? null : (f.value ?? ''),
      })),
    sort: form.sortColumn ? { column: form.sortColumn, order: form.sortOrder } : null,
  };
}

/** A column's title: its name, a lock when its values are masked, its description on hover. */
function ColumnTitle({ column }: { column: grantData.GrantedColumn }) {
  const { t } = useTranslation('assets');
  return (
    <Tooltip title={[column.description, column.type].filter(Boolean).join(' · ')}>
      <span style={{ whiteSpace: 'nowrap' }}>
        {column.masked ? (
          <Tooltip title={t('grantedData.maskedHint', { grade: column.securityLevelName })}>
            <LockOutlined style={{ color: '#d97706', marginRight: 4 }} data-testid="masked-column" />
          </Tooltip>
        ) : null}
        {column.name}
      </span>
    </Tooltip>
  );
}

/** The dictionary of a granted table: each column's type, meaning, grade and whether it is masked. */
function Dictionary({ table }: { table: grantData.GrantedTable }) {
  const { t } = useTranslation('assets');
  const columns: TableProps<grantData.GrantedColumn>['columns'] = [
    { key: 'name', title: t('grantedData.column'), dataIndex: 'name', width: 180 },
    { key: 'type', title: t('grantedData.type'), dataIndex: 'type', width: 140 },
    { key: 'description', title: t('grantedData.description'), dataIndex: 'description', ellipsis: true },
    { key: 'grade', title: t('grantedData.grade'), dataIndex: 'securityLevelName', width: 120 },
    {
      key: 'masked',
      title: t('grantedData.masking'),
      width: 140,
      render: (_v, c) =>
        c.masked ? <Tag color="orange">{t('grantedData.masked')}</Tag> : <Tag>{t('grantedData.plain')}</Tag>,
    },
  ];
  return (
    <Table
      size="small"
      rowKey="name"
      columns={columns}
      dataSource={table.columns}
      pagination={false}
      data-testid="granted-dictionary"
    />
  );
}

/** Filters and sort of a table's query: only unmasked columns can be chosen. */
function QueryFields({ table }: { table: grantData.GrantedTable }) {
  const { t } = useTranslation('assets');
  const options = table.columns.map((c) => ({
    value: c.name,
    label: c.masked ? `${c.name} (${t('grantedData.masked')})` : c.name,
    disabled: c.masked,
  }));
  return (
    <>
      <Form.List name="filters">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {fields.map((field) => (
              <Space key={field.key} wrap data-testid="granted-filter">
                <Form.Item name={[field.name, 'column']} noStyle>
                  <Select
                    placeholder={t('grantedData.column')}
                    options={options}
                    style={{ width: 180 }}
                    data-testid="granted-filter-column"
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'op']} noStyle initialValue="eq">
                  <Select
                    options={grantData.FILTER_OPS.map((op) => ({
                      value: op,
                      label: t(`grantedData.ops.${op}`),
                    }))}
                    style={{ width: 130 }}
                    data-testid="granted-filter-op"
                  />
                </Form.Item>
                <Form.Item noStyle dependencies={[['filters', field.name, 'op']]}>
                  {({ getFieldValue }) =>
                    grantData.VALUELESS_OPS.includes(getFieldValue(['filters', field.name, 'op'])) ? null : (
                      <Form.Item name={[field.name, 'value']} noStyle>
                        <Input
                          maxLength={zodMaxLength(grantData.zBrowseFilter, 'value')}
                          placeholder={t('grantedData.value')}
                          style={{ width: 200 }}
                          data-testid="granted-filter-value"
                        />
                      </Form.Item>
                    )
                  }
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={t('grantedData.removeFilter')}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ op: 'eq' })}
              disabled={fields.length >= grantData.MAX_BROWSE_FILTERS}
              data-testid="granted-add-filter"
            >
              {t('grantedData.addFilter', { max: grantData.MAX_BROWSE_FILTERS })}
            </Button>
          </Space>
        )}
      </Form.List>
      <Space wrap style={{ marginTop: 12 }}>
        <span>{t('grantedData.sortBy')}</span>
        <Form.Item name="sortColumn" noStyle>
          <Select
            allowClear
            placeholder={t('grantedData.noSort')}
            options={options}
            style={{ width: 180 }}
            data-testid="granted-sort-column"
          />
        </Form.Item>
        <Form.Item name="sortOrder" noStyle>
          <Select
            options={[
              { value: 'asc', label: t('grantedData.asc') },
              { value: 'desc', label: t('grantedData.desc') },
            ]}
            style={{ width: 110 }}
          />
        </Form.Item>
      </Space>
    </>
  );
}

/** Rows of one granted table: the query form, the page of rows, previous / next, export of the query. */
function TableBrowser({
  grantId,
  table,
  onQuery,
}: {
  grantId: string;
  table: grantData.GrantedTable;
  onQuery: (request: BrowseRequest) => void;
}) {
  const { t } = useTranslation(['assets', 'common']);
  const [form] = Form.useForm<QueryForm>();
  const [request, setRequestState] = useState<BrowseRequest>({ page: 1, limit: 20, filters: [], sort: null });
  const [exporting, setExporting] = useState(false);
  const setRequest = (next: BrowseRequest) => {
    setRequestState(next);
    onQuery(next);
  };
  const page = useBrowsePage(grantId, table.id, request);
  const columns: TableProps<(string | null)[]>['columns'] = table.columns.map((c, i) => ({
    key: c.name,
    title: <ColumnTitle column={c} />,
    dataIndex: i,
    ellipsis: true,
    width: 160,
    render: (value: string | null) =>
      value === null ? <Typography.Text type="secondary">NULL</Typography.Text> : value,
  }));
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Collapse
        size="small"
        items={[{ key: 'dict', label: t('grantedData.dictionary'), children: <Dictionary table={table} /> }]}
      />
      <Form<QueryForm>
        form={form}
        initialValues={EMPTY_FORM}
        onFinish={(values) => setRequest(requestOf(values, request.limit))}
        data-testid="granted-query"
      >
        <QueryFields table={table} />
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" htmlType="submit" data-testid="granted-run">
            {t('grantedData.run')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setRequest({ page: 1, limit: request.limit, filters: [], sort: null });
            }}
          >
            {t('grantedData.reset')}
          </Button>
          <Button icon={<ExportOutlined />} onClick={() => setExporting(true)} data-testid="granted-export">
            {t('grantExports.export')}
          </Button>
        </Space>
      </Form>
      {exporting ? (
        <ExportDialog grantId={grantId} table={table} request={request} onClose={() => setExporting(false)} />
      ) : null}
      {page.isError ? (
        <Alert type="error" showIcon message={errorText(page.error)} data-testid="granted-error" />
      ) : null}
      <Table<(string | null)[]>
        size="small"
        rowKey={(_row, index) => String(index)}
        columns={columns}
        dataSource={page.data?.rows ?? []}
        loading={page.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('grantedData.noRows')} /> }}
        data-testid="granted-rows"
      />
      <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }} data-testid="granted-pager">
        <Typography.Text type="secondary">
          {t('grantedData.pageOf', {
            page: request.page,
            from: (request.page - 1) * request.limit + (page.data?.rows.length ? 1 : 0),
            to: (request.page - 1) * request.limit + (page.data?.rows.length ?? 0),
          })}
        </Typography.Text>
        <Button
          disabled={request.page <= 1 || page.isFetching}
          onClick={() => setRequest({ ...request, page: request.page - 1 })}
          data-testid="granted-prev"
        >
          {t('grantedData.prev')}
        </Button>
        <Button
          disabled={!page.data?.hasMore || page.isFetching}
          onClick={() => setRequest({ ...request, page: request.page + 1 })}
          data-testid="granted-next"
        >
          {t('grantedData.next')}
        </Button>
        <Select
          value={request.limit}
          options={PAGE_SIZES.map((n) => ({ value: n, label: t('grantedData.perPage', { n }) }))}
          onChange={(limit) => setRequest({ ...request, page: 1, limit })}
          style={{ width: 120 }}
        />
      </Space>
    </Space>
  );
}

/**
 * A grant of mine, used: the asset's granted tables, each browsed and queried live (masked by grade, filters
 * and sort on unmasked columns), while the grant is in force.
 */
export function GrantedDataBrowser({ grantId, onBack }: { grantId: string; onBack: () => void }) {
  const { t } = useTranslation('assets');
  const data = useGrantedData(grantId);
  const [tableId, setTableId] = useState<string>();
  const [current, setCurrent] = useState<{ tableId: string; request: BrowseRequest } | null>(null);
  if (data.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (data.isError) {
    return (
      <Result
        status="warning"
        title={t('grantedData.loadFailed')}
        subTitle={errorText(data.error)}
        extra={<Button onClick={onBack}>{t('grantedData.back')}</Button>}
      />
    );
  }
  const granted = data.data;
  const shown = granted.tables.find((x) => x.id === tableId) ?? granted.tables[0];
  const inForce = granted.state === 'active';
  return (
    <Card
      data-testid="granted-data"
      title={
        <Space wrap>
          <span data-testid="granted-source">{granted.sourceName}</span>
          <StatusTag dictType="grant_state" value={granted.state} />
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {t('grantedData.validity', { from: granted.startDate, to: granted.endDate })}
          </Typography.Text>
        </Space>
      }
      extra={
        <Button onClick={onBack} data-testid="granted-back">
          {t('grantedData.back')}
        </Button>
      }
    >
      {granted.state !== 'active' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('grantedData.notInForce')}
          data-testid="granted-not-in-force"
        />
      ) : null}
      {granted.tables.length === 0 || !shown ? (
        <Empty description={t('grantedData.noTables')} />
      ) : (
        <Tabs
          activeKey={shown.id}
          onChange={setTableId}
          items={granted.tables.map((x) => ({
            key: x.id,
            label: x.comment ? `${x.table} · ${x.comment}` : x.table,
            children: inForce ? (
              <TableBrowser
                key={x.id}
                grantId={grantId}
                table={x}
                onQuery={(request) => setCurrent({ tableId: x.id, request })}
              />
            ) : (
              <Dictionary table={x} />
            ),
          }))}
        />
      )}
      <Tabs
        style={{ marginTop: 24 }}
        items={[
          { key: 'exports', label: t('grantExports.jobs'), children: <ExportJobs grantId={grantId} /> },
          {
            key: 'syncs',
            label: t('grantExports.syncs'),
            children: (
              <SyncList
                grantId={grantId}
                tables={granted.tables}
                current={current?.tableId === shown?.id ? current : null}
                inForce={inForce}
              />
            ),
          },
        ]}
        data-testid="granted-outputs"
      />
    </Card>
  );
}
