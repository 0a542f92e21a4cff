import type { assets, RowCountKind } from '@datamall/contract';
import { Alert, Empty, Select, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { RowCount } from '../../../shared/ui/row-count';
import { useConnectionSchemas, useConnectionTables } from '../api/pickers';

type Ref = assets.SourceTableRef;

interface TableRow {
  name: string;
  kind: string;
  comment: string;
  rowEstimate: number;
  rowCountKind: RowCountKind;
}

export const refKey = (ref: Ref) => `${ref.schema}.${ref.table}`;

export interface TablePickerProps {
  connectionId: string;
  /** Schema to open first (the connection's default). */
  preferredSchema?: string;
  value: Ref[];
  onChange: (value: Ref[]) => void;
}

/** Choose tables of a connection, across its schemas: the live list with comments and row estimates. */
export function TablePicker({ connectionId, preferredSchema, value, onChange }: TablePickerProps) {
  const { t } = useTranslation('assets');
  const schemas = useConnectionSchemas(connectionId);
  const [schema, setSchema] = useState<string>();
  const tables = useConnectionTables(connectionId, schema);

  useEffect(() => {
    if (schema || !schemas.data?.length) return;
    const fromValue = value[0]?.schema;
    const pick =
      [fromValue, preferredSchema, 'public'].find((s) => s && schemas.data.includes(s)) ?? schemas.data[0];
    setSchema(pick);
  }, [schemas.data, schema, preferredSchema, value]);

  const selectedHere = value.filter((ref) => ref.schema === schema).map((ref) => ref.table);
  const handleSelect = (keys: React.Key[]) => {
    if (!schema) return;
    const others = value.filter((ref) => ref.schema !== schema);
    onChange([...others, ...keys.map((key) => ({ schema, table: String(key) }))]);
  };

  const columns: TableProps<TableRow>['columns'] = [
    { key: 'name', title: t('fields.table'), dataIndex: 'name' },
    { key: 'kind', title: t('fields.kind'), dataIndex: 'kind', render: (v: string) => t(`kind.${v}`, v) },
    { key: 'comment', title: t('fields.comment'), dataIndex: 'comment', ellipsis: true },
    {
      key: 'rowEstimate',
      title: t('fields.rowEstimate'),
      dataIndex: 'rowEstimate',
      align: 'right',
      render: (v: number, row) => <RowCount rows={v} kind={row.rowCountKind} />,
    },
  ];

  if (schemas.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('wizard.browseFailed')}
        description={errorText(schemas.error)}
        data-testid="table-picker-error"
      />
    );
  }

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="table-picker">
      <Space wrap>
        <Typography.Text>{t('wizard.schema')}</Typography.Text>
        <Select
          value={schema}
          onChange={setSchema}
          loading={schemas.isFetching}
          style={{ minWidth: 220 }}
          showSearch
          options={(schemas.data ?? []).map((s) => ({ value: s, label: s }))}
          data-testid="picker-schema"
        />
      </Space>
      <Table<TableRow>
        size="small"
        rowKey="name"
        loading={schemas.isFetching || tables.isFetching}
        columns={columns}
        dataSource={tables.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        rowSelection={{
          selectedRowKeys: selectedHere,
          onChange: handleSelect,
          getCheckboxProps: (row) => ({ 'data-testid': `pick-${row.name}` }) as object,
        }}
        locale={{ emptyText: <Empty description={t('wizard.noTables')} /> }}
        data-testid="picker-tables"
      />
      <div data-testid="picked-tables">
        <Typography.Text strong>{t('wizard.picked', { count: value.length })}</Typography.Text>{' '}
        {value.length === 0 ? (
          <Typography.Text type="secondary">{t('wizard.pickHint')}</Typography.Text>
        ) : (
          value.map((ref) => (
            <Tag
              key={refKey(ref)}
              closable
              onClose={(event) => {
                event.preventDefault();
                onChange(value.filter((other) => refKey(other) !== refKey(ref)));
              }}
              style={{ marginBottom: 4 }}
            >
              {refKey(ref)}
            </Tag>
          ))
        )}
      </div>
    </Space>
  );
}
