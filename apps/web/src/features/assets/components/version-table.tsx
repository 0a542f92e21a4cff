import type { assets } from '@datamall/contract';
import { Button, Space, Table, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { StatusTag } from '../../../shared/ui/status-tag';

type Version = assets.SourceVersion;

export interface VersionTableProps {
  versions: readonly Version[];
  /** The latest version (the working one). */
  currentVersion: number;
  /** The approved version consumers see. */
  listedVersion: number | null;
  /** The version on screen, highlighted. */
  shownVersion?: number;
  onOpen: (version: number) => void;
  loading?: boolean;
}

/** Versions of an asset, newest first: status (version_status), what changed, tables and fields. */
export function VersionTable({
  versions,
  currentVersion,
  listedVersion,
  shownVersion,
  onOpen,
  loading,
}: VersionTableProps) {
  const { t } = useTranslation(['assets', 'table']);
  const columns: TableProps<Version>['columns'] = [
    {
      key: 'version',
      title: t('fields.version'),
      dataIndex: 'version',
      render: (value: number) => (
        <Space size={4}>
          <strong>{`v${value}`}</strong>
          {value === currentVersion ? <Tag color="blue">{t('versions.latest')}</Tag> : null}
          {value === listedVersion ? <Tag color="success">{t('versions.listed')}</Tag> : null}
          {value === shownVersion ? <Tag>{t('versions.shown')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('fields.versionStatus'),
      dataIndex: 'status',
      render: (value: number) => (
        <span data-testid={`version-status-${value}`}>
          <StatusTag dictType="version_status" value={value} />
        </span>
      ),
    },
    {
      key: 'changeNote',
      title: t('fields.changeNote'),
      dataIndex: 'changeNote',
      render: (v: string) => v || '-',
    },
    {
      key: 'counts',
      title: t('fields.counts'),
      render: (_v, row) =>
        t('fields.countsValue', {
          tables: formatNumber(row.tableCount),
          fields: formatNumber(row.fieldCount),
        }),
    },
    {
      key: 'createdBy',
      title: t('fields.createdBy'),
      dataIndex: 'createdBy',
      render: (v: string) => v || '-',
    },
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      render: (_v, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => onOpen(row.version)}
          data-testid={`version-open-${row.version}`}
        >
          {t('actions.view')}
        </Button>
      ),
    },
  ];
  return (
    <Table<Version>
      size="middle"
      rowKey="id"
      loading={loading}
      columns={columns}
      dataSource={[...versions]}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      data-testid="version-table"
    />
  );
}
