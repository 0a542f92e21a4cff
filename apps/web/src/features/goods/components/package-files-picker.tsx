import { DeleteOutlined, FileOutlined, FolderOutlined, PlusOutlined } from '@ant-design/icons';
import { goods } from '@datamall/contract';
import { Breadcrumb, Button, Empty, Input, List, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBytes, formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { goodsKey } from '../api/keys';
import { fetchTrustedFiles, type TrustedFilesFilter } from '../api/pickers';

type Entry = Awaited<ReturnType<typeof fetchTrustedFiles>>['list'][number];

const TRUSTED_STORAGE_PAGE = '/sys-configuration';
const MAX_FILES = zodMaxLength(goods.zItemInput, 'packageFiles');

export interface PackageFilesPickerProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}

/** The files of a data package: chosen from the supplier's trusted storage (they never leave it). */
export function PackageFilesPicker({ value = [], onChange, disabled }: PackageFilesPickerProps) {
  const { t } = useTranslation('goods');
  const [open, setOpen] = useState(false);
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="package-files">
      {value.length ? (
        <List
          size="small"
          bordered
          dataSource={value}
          renderItem={(path) => (
            <List.Item
              actions={
                disabled
                  ? []
                  : [
                      <Button
                        key="remove"
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('upload.remove')}
                        onClick={() => onChange?.(value.filter((p) => p !== path))}
                      />,
                    ]
              }
            >
              <Space>
                <FileOutlined />
                <Typography.Text data-testid="package-file">{path}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Typography.Text type="secondary">{t('packageFiles.none')}</Typography.Text>
      )}
      {disabled ? null : (
        <Space>
          <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="package-files-choose">
            {t('packageFiles.choose')}
          </Button>
          <Link to={TRUSTED_STORAGE_PAGE}>{t('packageFiles.manage')}</Link>
        </Space>
      )}
      {open ? (
        <TrustedFilesModal
          initial={value}
          onClose={() => setOpen(false)}
          onPick={(paths) => {
            onChange?.(paths.slice(0, MAX_FILES));
            setOpen(false);
          }}
        />
      ) : null}
    </Space>
  );
}

function TrustedFilesModal({
  initial,
  onPick,
  onClose,
}: {
  initial: string[];
  onPick: (paths: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['goods', 'common']);
  const [picked, setPicked] = useState<string[]>(initial);
  const [search, setSearch] = useState('');
  const table = usePageTable<Entry, TrustedFilesFilter>({
    queryKey: [...goodsKey, 'trustedFiles'],
    fetcher: fetchTrustedFiles,
    initialFilters: { path: '' },
  });
  const path = table.filters.path;
  const parts = path ? path.split('/') : [];
  const go = (next: string) => {
    setSearch('');
    table.search({ path: next });
  };

  return (
    <Modal
      open
      width={760}
      title={t('packageFiles.title')}
      okText={t('packageFiles.pick', { count: picked.length })}
      cancelText={t('common:actions.cancel')}
      onOk={() => onPick(picked)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'package-files-ok' } as Record<string, string>}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="trusted-files">
        <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
          <Breadcrumb
            items={[
              { title: <Typography.Link onClick={() => go('')}>{t('packageFiles.root')}</Typography.Link> },
              ...parts.map((part, index) => ({
                title: (
                  <Typography.Link onClick={() => go(parts.slice(0, index + 1).join('/'))}>
                    {part}
                  </Typography.Link>
                ),
              })),
            ]}
          />
          <Input.Search
            allowClear
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onSearch={(name) => table.search({ path, name: name.trim() || undefined })}
            placeholder={t('packageFiles.search')}
            style={{ width: 220 }}
          />
        </Space>
        <PageTable<Entry, TrustedFilesFilter>
          table={table}
          rowKey="path"
          size="small"
          locale={{ emptyText: <Empty description={t('packageFiles.empty')} /> }}
          rowSelection={{
            selectedRowKeys: picked,
            preserveSelectedRowKeys: true,
            getCheckboxProps: (row) => ({ disabled: row.type === 'directory' }),
            onChange: (keys) => setPicked(keys.map(String)),
          }}
          columns={[
            {
              key: 'name',
              title: t('packageFiles.name'),
              render: (_v, row) =>
                row.type === 'directory' ? (
                  <Typography.Link onClick={() => go(row.path)} data-testid={`folder-${row.name}`}>
                    <FolderOutlined /> {row.name}
                  </Typography.Link>
                ) : (
                  <span data-testid={`file-${row.name}`}>
                    <FileOutlined /> {row.name}
                  </span>
                ),
            },
            {
              key: 'size',
              title: t('packageFiles.size'),
              align: 'right',
              render: (_v, row) => (row.type === 'file' ? formatBytes(row.size) : '-'),
            },
            {
              key: 'modifyTime',
              title: t('packageFiles.modified'),
              render: (_v, row) => (row.modifyTime ? formatDateTime(row.modifyTime) : '-'),
            },
          ]}
        />
        {picked.length ? (
          <Table
            size="small"
            pagination={false}
            rowKey={(p) => p}
            dataSource={picked}
            showHeader={false}
            columns={[
              { key: 'path', render: (_v, p: string) => p },
              {
                key: 'remove',
                width: 48,
                render: (_v, p: string) => (
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => setPicked(picked.filter((x) => x !== p))}
                  />
                ),
              },
            ]}
          />
        ) : null}
      </Space>
    </Modal>
  );
}
