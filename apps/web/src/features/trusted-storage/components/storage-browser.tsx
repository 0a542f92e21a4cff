import {
  FileOutlined,
  FolderAddOutlined,
  FolderOutlined,
  ReloadOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { type TrustedEntry, zTrustedFilesQuery } from '@datamall/contract';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  Progress,
  Row,
  Space,
  type TableProps,
  Tag,
  Tree,
  Typography,
  Upload,
  type UploadProps,
} from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatBytes, formatDateTime } from '../../../shared/format';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { useUploadLimits } from '../../../shared/upload-limits/use-upload-limits';
import { trustedFilesKey } from '../api/keys';
import { useCreateFolder, useDeleteEntry } from '../api/mutate-files';
import { type FilesFilter, fetchDirectories, fetchFilesPage } from '../api/query-files';
import { downloadTrustedFile, uploadTrustedFile } from '../api/upload-file';
import { joinPath, parentOf, pathParts } from '../format-size';

// A folder name: no slashes, no dot names, no control characters; the server checks the same.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const FOLDER_NAME = /^(?!\.{1,2}$)[^/\\:\u0000-\u001f]+$/;

/** Fresh nodes of one level, keeping the sub-trees already loaded under nodes that are still there. */
function merge(previous: DataNode[] | undefined, fresh: DataNode[]): DataNode[] {
  return fresh.map((node) => {
    const before = previous?.find((p) => p.key === node.key);
    return before?.children ? { ...node, children: before.children, isLeaf: before.isLeaf } : node;
  });
}

/** Replaces the children of the tree node `key` ('' is the root: the top level). */
function withChildren(nodes: DataNode[], key: string, fresh: DataNode[]): DataNode[] {
  if (key === '') return merge(nodes, fresh);
  return nodes.map((node) => {
    if (node.key === key) {
      const children = merge(node.children, fresh);
      return { ...node, children, isLeaf: children.length === 0 };
    }
    return node.children ? { ...node, children: withChildren(node.children, key, fresh) } : node;
  });
}

/**
 * sys/configuration, below the settings: the configured storage's folders (lazy tree from directoryList)
 * and one folder's content (queryHdfsFiles, paged), with upload, new folder, download and delete.
 */
export function StorageBrowser() {
  const { t } = useTranslation(['trustedStorage', 'table']);
  const rules = useFormRules();
  const { trustedUploadMb } = useUploadLimits();
  const [folder, setFolder] = useState('');
  const [tree, setTree] = useState<DataNode[]>([]);
  const [loaded, setLoaded] = useState<React.Key[]>([]);
  const [treeError, setTreeError] = useState<string>();
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState<{ name: string; percent: number }>();
  const [truncated, setTruncated] = useState(false);
  const table = usePageTable<TrustedEntry, FilesFilter>({
    queryKey: [...trustedFilesKey, 'page'],
    fetcher: async (params, signal) => {
      const result = await fetchFilesPage(params, signal);
      setTruncated(result.truncated);
      return result;
    },
    initialFilters: { path: '' },
  });
  const creator = useCreateFolder();
  const remover = useDeleteEntry();
  const { search } = table;
  const rootTitle = t('browser.root');

  const toNode = useCallback(
    (entry: TrustedEntry): DataNode => ({
      key: entry.path,
      title: entry.name,
      icon: <FolderOutlined />,
    }),
    [],
  );

  /** (Re)reads the sub-folders of one folder into the tree. */
  const refreshNode = useCallback(
    async (path: string) => {
      try {
        const dirs = await fetchDirectories(path);
        setTreeError(undefined);
        setTree((current) => withChildren(current, path, dirs.map(toNode)));
        if (path) setLoaded((keys) => (keys.includes(path) ? keys : [...keys, path]));
      } catch (error) {
        setTreeError(errorText(error));
      }
    },
    [toNode],
  );

  useEffect(() => {
    void refreshNode('');
  }, [refreshNode]);

  const open = (path: string) => {
    setFolder(path);
    search({ path });
  };

  const afterChange = (changedFolder: string) => {
    table.reload();
    void refreshNode(changedFolder);
  };

  const handleUpload: UploadProps['customRequest'] = async ({ file, onProgress, onSuccess, onError }) => {
    const blob = file as File;
    const target = folder;
    setUploading({ name: blob.name, percent: 0 });
    try {
      const entry = await uploadTrustedFile(target, blob, {
        onProgress: (percent) => {
          setUploading({ name: blob.name, percent });
          onProgress?.({ percent });
        },
      });
      notify.success(t('browser.uploaded', { name: entry.name }));
      onSuccess?.(entry);
      afterChange(target);
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
      onError?.(error as Error);
    } finally {
      setUploading(undefined);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size <= trustedUploadMb * 1024 * 1024) return true;
    notify.error(t('browser.tooLarge', { mb: trustedUploadMb }));
    return Upload.LIST_IGNORE;
  };

  const handleDownload = (entry: TrustedEntry) =>
    downloadTrustedFile(entry.path, entry.name).catch((error) => {
      const text = errorText(error);
      if (text) notify.error(text);
    });

  const handleDelete = (entry: TrustedEntry) =>
    notify.confirm({
      title: t('browser.deleteTitle'),
      content:
        entry.type === 'directory'
          ? t('browser.deleteFolder', { name: entry.name })
          : t('browser.deleteFile', { name: entry.name }),
      danger: true,
      okTestId: 'confirm-delete',
      onOk: () =>
        remover
          .mutateAsync(entry.path)
          .then(() => {
            notify.success(t('browser.deleted'));
            table.afterDelete();
            void refreshNode(parentOf(entry.path));
          })
          .catch((error) => {
            const text = errorText(error);
            if (text) notify.error(text);
          }),
    });

  const columns: TableProps<TrustedEntry>['columns'] = [
    {
      key: 'name',
      title: t('browser.name'),
      dataIndex: 'name',
      render: (name: string, entry) =>
        entry.type === 'directory' ? (
          <Button
            type="link"
            size="small"
            icon={<FolderOutlined />}
            onClick={() => open(entry.path)}
            data-testid={`open-${name}`}
            style={{ paddingInline: 0 }}
          >
            {name}
          </Button>
        ) : (
          <Space size={6}>
            <FileOutlined />
            <span data-testid={`file-${name}`}>{name}</span>
          </Space>
        ),
    },
    {
      key: 'type',
      title: t('browser.type'),
      dataIndex: 'type',
      render: (type: TrustedEntry['type']) => (
        <Tag color={type === 'directory' ? 'gold' : 'blue'}>{t(`browser.${type}`)}</Tag>
      ),
    },
    {
      key: 'size',
      title: t('browser.size'),
      dataIndex: 'size',
      align: 'right',
      render: (size: number, entry) => (entry.type === 'directory' ? '-' : formatBytes(size)),
    },
    {
      key: 'modifyTime',
      title: t('browser.modifyTime'),
      dataIndex: 'modifyTime',
      render: (value: string | null) => (value ? formatDateTime(value) : '-'),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      render: (_v, entry) => (
        <Space size={4}>
          {entry.type === 'directory' ? (
            <Button type="link" size="small" onClick={() => open(entry.path)}>
              {t('browser.open')}
            </Button>
          ) : (
            <Button
              type="link"
              size="small"
              onClick={() => void handleDownload(entry)}
              data-testid={`download-${entry.name}`}
            >
              {t('browser.download')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            danger
            onClick={() => handleDelete(entry)}
            data-testid={`delete-${entry.name}`}
          >
            {t('browser.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const crumbs = [{ name: rootTitle, path: '' }, ...pathParts(folder)];

  return (
    <Card title={t('browser.title')} data-testid="storage-browser">
      <Row gutter={16}>
        <Col xs={24} md={7} lg={6}>
          <Typography.Title level={5} style={{ marginTop: 4 }}>
            {t('browser.folders')}
          </Typography.Title>
          {treeError ? (
            <Alert type="error" showIcon message={treeError} />
          ) : tree.length === 0 ? (
            <Typography.Text type="secondary">{t('browser.noFolders')}</Typography.Text>
          ) : (
            <Tree
              showIcon
              blockNode
              treeData={tree}
              selectedKeys={[folder]}
              loadedKeys={loaded}
              loadData={(node) => refreshNode(String(node.key))}
              onSelect={(keys) => {
                const key = keys[0];
                if (key !== undefined) open(String(key));
              }}
              data-testid="storage-tree"
            />
          )}
        </Col>
        <Col xs={24} md={17} lg={18}>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <Breadcrumb
              data-testid="storage-path"
              items={crumbs.map((crumb, index) => ({
                key: crumb.path || 'root',
                title:
                  index === crumbs.length - 1 ? (
                    crumb.name
                  ) : (
                    <Button type="link" size="small" onClick={() => open(crumb.path)} style={{ padding: 0 }}>
                      {crumb.name}
                    </Button>
                  ),
              }))}
            />
            <Space wrap>
              <Upload
                multiple
                showUploadList={false}
                beforeUpload={beforeUpload}
                customRequest={handleUpload}
                disabled={Boolean(uploading)}
              >
                <Button
                  type="primary"
                  icon={<UploadOutlined />}
                  loading={Boolean(uploading)}
                  data-testid="storage-upload"
                >
                  {t('browser.upload')}
                </Button>
              </Upload>
              <Button
                icon={<FolderAddOutlined />}
                onClick={() => setCreating(true)}
                data-testid="storage-new-folder"
              >
                {t('browser.newFolder')}
              </Button>
              <Input.Search
                allowClear
                placeholder={t('browser.searchName')}
                maxLength={zodMaxLength(zTrustedFilesQuery, 'name')}
                style={{ width: 220 }}
                onSearch={(name) => search({ path: folder, name: name.trim() || undefined })}
                data-testid="storage-search"
              />
              <Button icon={<ReloadOutlined />} onClick={() => afterChange(folder)}>
                {t('browser.refresh')}
              </Button>
            </Space>
            {uploading && (
              <Progress
                percent={uploading.percent}
                size="small"
                format={(p) => t('browser.uploading', { name: uploading.name, percent: p ?? 0 })}
                data-testid="storage-progress"
              />
            )}
            {truncated ? <Alert type="warning" showIcon message={t('browser.truncated')} /> : null}
            <PageTable<TrustedEntry, FilesFilter>
              table={table}
              rowKey="path"
              columns={columns}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty description={t('browser.empty')} /> }}
              data-testid="storage-files"
            />
          </Space>
        </Col>
      </Row>
      {creating && (
        <FormModal<{ name: string }>
          title={t('browser.newFolder')}
          okTestId="folder-save"
          onClose={() => setCreating(false)}
          onSubmit={async ({ name }) => {
            await creator.mutateAsync(joinPath(folder, name.trim()));
            notify.success(t('browser.folderCreated'));
            afterChange(folder);
          }}
        >
          {() => (
            <Form.Item
              name="name"
              label={t('browser.folderName')}
              rules={[
                rules.required(t('browser.folderName')),
                rules.format(t('browser.folderName'), FOLDER_NAME),
                { max: 255 },
              ]}
            >
              <Input autoFocus maxLength={255} data-testid="folder-name" />
            </Form.Item>
          )}
        </FormModal>
      )}
    </Card>
  );
}
