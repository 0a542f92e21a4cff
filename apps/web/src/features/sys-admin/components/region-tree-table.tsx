import { PlusOutlined } from '@ant-design/icons';
import { type Region, RegionType } from '@datamall/contract';
import { Alert, Button, Card, Divider, Empty, Space, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useDeleteRegion, useRegionChildren } from '../api/regions';
import { RegionModal, type RegionModalState } from './region-modal';

type Row = Region & { children?: Row[] };

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default' };

/** Rows of one level from the loaded children; a region with children gets an (empty until loaded) list. */
function rowsOf(pid: string, byParent: ReadonlyMap<string, Region[]>): Row[] {
  return (byParent.get(pid) ?? []).map((region) =>
    region.hasChildren ? { ...region, children: rowsOf(region.id, byParent) } : region,
  );
}

/** sys/region: China's regions as a tree table loading each level when it is opened, with add, rename, delete. */
export function RegionTreeTable() {
  const { t } = useTranslation(['sysAdmin', 'common']);
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const [modal, setModal] = useState<RegionModalState>();
  const children = useRegionChildren(['0', ...expanded]);
  const remove = useDeleteRegion();

  const handleDelete = (row: Region) =>
    notify.confirm({
      title: t('region.deleteTitle', { name: row.localName }),
      content: t('region.deleteHint'),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'region-delete-confirm',
      onOk: async () => {
        try {
          await remove.mutateAsync(row.id);
          notify.success(t('region.deleted'));
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });

  const columns: TableProps<Row>['columns'] = [
    { key: 'name', title: t('region.name'), dataIndex: 'localName' },
    { key: 'id', title: t('region.code'), dataIndex: 'id', width: 140 },
    {
      key: 'type',
      title: t('region.type'),
      dataIndex: 'type',
      width: 110,
      render: (value: number) => <Tag color={TYPE_COLORS[value]}>{t(`region.types.${value}`)}</Tag>,
    },
    { key: 'sort', title: t('region.sort'), dataIndex: 'sort', width: 90 },
    {
      key: 'actions',
      title: t('region.actions'),
      width: 240,
      render: (_value, row) => (
        <Space size={0} split={<Divider type="vertical" />}>
          {row.type < RegionType.DISTRICT ? (
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 0 }}
              onClick={() => setModal({ parent: row })}
              data-testid={`region-add-child-${row.id}`}
            >
              {t('region.addChild')}
            </Button>
          ) : null}
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setModal({ editing: row, parent: undefined })}
            data-testid={`region-edit-${row.id}`}
          >
            {t('common:actions.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            style={{ paddingInline: 0 }}
            onClick={() => handleDelete(row)}
            data-testid={`region-delete-${row.id}`}
          >
            {t('region.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('region.title')}
      data-testid="region-tree"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setModal({})}
          data-testid="region-add-root"
        >
          {t('region.addProvince')}
        </Button>
      }
    >
      {children.error ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errorText(children.error)} />
      ) : null}
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rowsOf('0', children.byParent)}
        loading={children.loading}
        pagination={false}
        expandable={{
          expandedRowKeys: [...expanded],
          onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('region.empty')} /> }}
        data-testid="region-table"
      />
      {modal ? (
        <RegionModal
          key={`${modal.editing?.id ?? ''}-${modal.parent?.id ?? ''}`}
          state={modal}
          onClose={() => setModal(undefined)}
        />
      ) : null}
    </Card>
  );
}
