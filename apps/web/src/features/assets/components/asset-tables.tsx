import type { assets } from '@datamall/contract';
import { Button, Empty, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format';
import { RowCount } from '../../../shared/ui/row-count';
import { useTableUsage } from '../api/sources';
import { UsageTable } from './asset-usage';

type SourceTable = assets.SourceTable;

export interface AssetTablesProps {
  tables: readonly SourceTable[];
  /** Rows grouped under their schema (producer/zqdatasources-info-schemas). */
  groupBySchema?: boolean;
  onDictionary?: (table: SourceTable) => void;
  onPreview?: (table: SourceTable) => void;
  /** Remove the table from the asset (dataField:zqdatafield:delete, editable assets). */
  onRemove?: (table: SourceTable) => void;
  /** Rows expand to what uses the table (owner and operator). */
  showUsage?: boolean;
  loading?: boolean;
}

interface SchemaRow {
  id: string;
  schema: string;
  children: SourceTable[];
}

function TableUsage({ tableId }: { tableId: string }) {
  const usage = useTableUsage(tableId);
  return <UsageTable usage={usage.data} loading={usage.isFetching} error={usage.error} compact />;
}

/** The registered tables of an asset: schema, table, comment, rows, fields, and the actions given. */
export function AssetTables({
  tables,
  groupBySchema,
  onDictionary,
  onPreview,
  onRemove,
  showUsage,
  loading,
}: AssetTablesProps) {
  const { t } = useTranslation(['assets', 'table']);
  const isTable = (row: SourceTable | SchemaRow): row is SourceTable => 'table' in row;
  const hasActions = Boolean(onDictionary || onPreview || onRemove);
  const [collapsed, setCollapsed] = useState<string[]>([]);

  const columns: TableProps<SourceTable | SchemaRow>['columns'] = [
    {
      key: 'schema',
      title: groupBySchema ? t('fields.schemaOrTable') : t('fields.schema'),
      render: (_v, row) =>
        isTable(row) ? (
          groupBySchema ? (
            <Typography.Text strong>{row.table}</Typography.Text>
          ) : (
            row.schema
          )
        ) : (
          <Space>
            <Typography.Text strong>{row.schema}</Typography.Text>
            <Tag bordered={false}>{t('tables.count', { count: row.children.length })}</Tag>
          </Space>
        ),
    },
    ...(groupBySchema
      ? []
      : [
          {
            key: 'table',
            title: t('fields.table'),
            render: (_v: unknown, row: SourceTable | SchemaRow) =>
              isTable(row) ? <Typography.Text strong>{row.table}</Typography.Text> : null,
          },
        ]),
    {
      key: 'comment',
      title: t('fields.comment'),
      ellipsis: true,
      render: (_v, row) => (isTable(row) ? row.comment || '-' : null),
    },
    {
      key: 'rowEstimate',
      title: t('fields.rowEstimate'),
      align: 'right',
      render: (_v, row) =>
        isTable(row) ? <RowCount rows={row.rowEstimate} kind={row.rowCountKind} /> : null,
    },
    {
      key: 'fieldCount',
      title: t('fields.fieldCount'),
      align: 'right',
      render: (_v, row) => (isTable(row) ? formatNumber(row.fieldCount) : null),
    },
    ...(hasActions
      ? [
          {
            key: 'actions',
            title: t('table:actions'),
            render: (_v: unknown, row: SourceTable | SchemaRow) =>
              isTable(row) ? (
                <Space size={0}>
                  {onDictionary ? (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => onDictionary(row)}
                      data-testid={`table-dictionary-${row.table}`}
                    >
                      {t('actions.dictionary')}
                    </Button>
                  ) : null}
                  {onPreview ? (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => onPreview(row)}
                      data-testid={`table-preview-${row.table}`}
                    >
                      {t('actions.preview')}
                    </Button>
                  ) : null}
                  {onRemove ? (
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() => onRemove(row)}
                      data-testid={`table-remove-${row.table}`}
                    >
                      {t('actions.removeTable')}
                    </Button>
                  ) : null}
                </Space>
              ) : null,
          },
        ]
      : []),
  ];

  const data: (SourceTable | SchemaRow)[] = groupBySchema
    ? [...new Set(tables.map((x) => x.schema))].map((schema) => ({
        id: `schema:${schema}`,
        schema,
        children: tables.filter((x) => x.schema === schema),
      }))
    : [...tables];

  return (
    <Table<SourceTable | SchemaRow>
      size="middle"
      rowKey="id"
      loading={loading}
      columns={columns}
      dataSource={data}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={
        groupBySchema
          ? {
              // Schemas open by default; the user may fold some.
              expandedRowKeys: data.map((row) => row.id).filter((key) => !collapsed.includes(key)),
              onExpand: (expanded, row) =>
                setCollapsed((prev) => (expanded ? prev.filter((k) => k !== row.id) : [...prev, row.id])),
            }
          : showUsage
            ? {
                expandedRowRender: (row) => (isTable(row) ? <TableUsage tableId={row.id} /> : null),
                rowExpandable: isTable,
              }
            : undefined
      }
      locale={{ emptyText: <Empty description={t('tables.empty')} /> }}
      data-testid="asset-tables"
    />
  );
}
