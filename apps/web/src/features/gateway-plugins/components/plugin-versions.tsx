import { ArrowLeftOutlined, RollbackOutlined } from '@ant-design/icons';
import { gateway as gw } from '@datamall/contract';
import { Alert, Button, Card, Empty, Result, Skeleton, Space, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { COLUMN_WIDTH, tableScrollX } from '../../../shared/ui/table-width';
import { pluginVersionsKey } from '../api/keys';
import { usePluginCurrent } from '../api/plugin-get';
import { usePluginRestore } from '../api/plugin-restore';
import { fetchPluginVersions, usePluginVersions } from '../api/plugin-versions';
import { PLUGIN_PATHS } from '../paths';
import { canEditPlugins } from '../permissions';
import { changedBlocks, changedPaths } from '../plugin-summary';
import { PluginConfigView } from './plugin-config-view';
import { BLOCK_COLOR } from './plugin-summary-tags';

type Row = gw.PluginVersion;

/**
 * The configuration each version replaced: the next row of the page, the first row of the next page for the
 * page's last row, the defaults for version 1 (what ran before anything was saved); undefined while unknown.
 */
export function previousConfigs(
  rows: readonly Row[],
  nextPageFirst: Row | undefined,
): Map<string, gw.PluginConfig | undefined> {
  return new Map(
    rows.map((row, index) => {
      if (row.version <= 1) return [row.id, gw.DEFAULT_PLUGINS];
      const before = rows[index + 1] ?? nextPageFirst;
      return [row.id, before?.config];
    }),
  );
}

/** pluginManage/viewVersions?itemId=: the saved plugin versions of a good, readable, with what each changed. */
export function PluginVersions({ itemId }: { itemId: string }) {
  const { t } = useTranslation(['gatewayPlugins', 'common', 'table']);
  const navigate = useNavigate();
  const canEdit = canEditPlugins();
  const current = usePluginCurrent(itemId);
  const restore = usePluginRestore();
  const table = usePageTable<Row, Record<string, never>>({
    queryKey: [...pluginVersionsKey(itemId), 'table'],
    fetcher: (params, signal) =>
      fetchPluginVersions({ itemId, page: params.page, limit: params.limit }, signal),
  });
  const hasNextPage = table.total > table.page * table.limit;
  const nextPage = usePluginVersions({ itemId, page: table.page + 1, limit: table.limit }, hasNextPage);
  const previous = previousConfigs(table.list, nextPage.data?.list[0]);
  const inForce = current.data?.version;

  const handleRestore = (row: Row) =>
    notify.confirm({
      title: t('versions.restoreTitle', { version: row.version }),
      content: t('versions.restoreContent', { version: row.version }),
      okText: t('versions.restore'),
      cancelText: t('common:actions.cancel'),
      okTestId: 'plugin-restore-ok',
      onOk: () =>
        restore
          .mutateAsync({ itemId, version: row.version })
          .then((saved) =>
            notify.success(t('versions.restored', { version: row.version, saved: saved.version })),
          )
          .catch((error: unknown) => {
            const text = errorText(error);
            if (text) notify.error(text);
          }),
    });

  if (current.isError) {
    return (
      <Card data-testid="plugin-versions-failed">
        <Result
          status="warning"
          title={t('versions.loadFailed')}
          subTitle={errorText(current.error)}
          extra={<Button onClick={() => navigate(PLUGIN_PATHS.list)}>{t('versions.back')}</Button>}
        />
      </Card>
    );
  }

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'version',
      title: t('versions.version'),
      dataIndex: 'version',
      width: 150,
      render: (value: number) => (
        <Space size={4}>
          <Tag color="blue">{t('list.version', { version: value })}</Tag>
          {value === inForce ? <Tag color="success">{t('versions.inForce')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'changes',
      title: t('versions.changes'),
      width: 260,
      render: (_v, row) => {
        const before = previous.get(row.id);
        if (!before) return <Typography.Text type="secondary">-</Typography.Text>;
        const blocks = changedBlocks(changedPaths(before, row.config));
        if (!blocks.length)
          return <Typography.Text type="secondary">{t('versions.noChange')}</Typography.Text>;
        return (
          <Space size={[0, 4]} wrap>
            {blocks.map((block) => (
              <Tag key={block} color={BLOCK_COLOR[block]}>
                {t(`blocks.${block}`)}
              </Tag>
            ))}
          </Space>
        );
      },
    },
    { key: 'note', title: t('versions.note'), dataIndex: 'note', render: (value: string) => value || '-' },
    { key: 'createdBy', title: t('versions.createdBy'), dataIndex: 'createdBy', width: 120 },
    {
      key: 'createDate',
      title: t('versions.createDate'),
      dataIndex: 'createDate',
      width: COLUMN_WIDTH.dateTime,
      render: (value: string | null) => (value ? formatDateTime(value) : '-'),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('table:actions'),
            fixed: 'right' as const,
            width: 160,
            render: (_v: unknown, row: Row) => (
              <Button
                type="link"
                size="small"
                icon={<RollbackOutlined />}
                disabled={row.version === inForce}
                loading={restore.isPending && restore.variables?.version === row.version}
                onClick={() => handleRestore(row)}
                data-testid={`plugin-restore-${row.version}`}
              >
                {t('versions.restore')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      data-testid="plugin-versions"
      title={
        <Space>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={() => navigate(PLUGIN_PATHS.list)}
            aria-label={t('versions.back')}
          />
          <span>{t('versions.title')}</span>
        </Space>
      }
      extra={
        current.isPending ? (
          <Skeleton.Button active size="small" />
        ) : (
          <Typography.Text type="secondary" data-testid="plugin-in-force">
            {inForce ? t('versions.current', { version: inForce }) : t('versions.currentDefaults')}
          </Typography.Text>
        )
      }
    >
      {canEdit ? null : (
        <Alert type="info" showIcon message={t('list.readOnly')} style={{ marginBottom: 16 }} />
      )}
      {table.total === 0 && !table.loading ? (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="plugin-versions-empty">
          <Empty description={t('versions.empty')} />
          <PluginConfigView config={gw.DEFAULT_PLUGINS} />
        </Space>
      ) : (
        <PageTable<Row, Record<string, never>>
          table={table}
          rowKey="id"
          columns={columns}
          scroll={{ x: tableScrollX(columns, 200) }}
          expandable={{
            expandedRowRender: (row) => (
              <div data-testid={`plugin-version-${row.version}`}>
                {previous.get(row.id) ? null : (
                  <Typography.Paragraph type="secondary">{t('versions.noPrevious')}</Typography.Paragraph>
                )}
                <PluginConfigView config={row.config} previous={previous.get(row.id)} />
              </div>
            ),
          }}
          data-testid="plugin-versions-table"
        />
      )}
    </Card>
  );
}
