import { PlusOutlined } from '@ant-design/icons';
import { enumLabel, KMS_ALGORITHMS, KMS_KEY_STATES, KMS_PURPOSES, type KmsKey } from '@datamall/contract';
import { Button, Card, Empty, Form, Input, Select, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { fetchKeysPage, type KeyFilter, kmsKey } from '../api/keys';
import { KeyActions } from './key-actions';
import { KeyCreateModal } from './key-create-modal';
import { KeyDetailDrawer } from './key-detail-drawer';

type Dict = 'kms_algorithm' | 'kms_purpose' | 'kms_key_state';

/** operate/zqSecretKeyManagement/secretKey: the computing keys, their states and versions, and what to do next. */
export function KeyList() {
  const { t } = useTranslation('kms');
  const locale = useLocale();
  const [creating, setCreating] = useState(false);
  const [detailId, setDetailId] = useState<string>();
  const table = usePageTable<KmsKey, KeyFilter>({ queryKey: [...kmsKey, 'page'], fetcher: fetchKeysPage });
  const select = (name: keyof KeyFilter, dict: Dict, values: readonly string[], width = 170) => (
    <Form.Item name={name} label={t(`fields.${name}`)}>
      <Select
        allowClear
        style={{ width }}
        placeholder={t('filters.all')}
        options={values.map((value) => ({ value, label: enumLabel(dict, value, locale) }))}
      />
    </Form.Item>
  );

  const columns: TableProps<KmsKey>['columns'] = [
    {
      title: t('fields.name'),
      dataIndex: 'name',
      width: 180,
      render: (name: string) => <strong>{name}</strong>,
    },
    {
      title: t('fields.algorithm'),
      width: 160,
      render: (_, k) => <StatusTag dictType="kms_algorithm" value={k.algorithm} />,
    },
    {
      title: t('fields.purpose'),
      width: 150,
      render: (_, k) => <StatusTag dictType="kms_purpose" value={k.purpose} />,
    },
    {
      title: t('fields.state'),
      width: 190,
      render: (_, k) => (
        <span data-testid={`kms-state-${k.name}`}>
          <StatusTag dictType="kms_key_state" value={k.state} />
          {k.destroyAt ? (
            <div style={{ fontSize: 12 }}>{t('fields.destroyOn', { date: formatDateTime(k.destroyAt) })}</div>
          ) : null}
        </span>
      ),
    },
    {
      title: t('fields.currentVersion'),
      width: 90,
      render: (_, k) => <span data-testid={`kms-version-${k.name}`}>v{k.currentVersion}</span>,
    },
    { title: t('fields.createdBy'), dataIndex: 'createdBy', width: 110 },
    { title: t('fields.createDate'), width: 160, render: (_, k) => formatDateTime(k.createDate) },
    {
      title: t('fields.actions'),
      fixed: 'right',
      width: 260,
      render: (_, k) => <KeyActions row={k} onDetail={() => setDetailId(k.id)} />,
    },
  ];

  return (
    <Card
      title={t('title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setCreating(true)}
          data-testid="kms-create"
        >
          {t('create.open')}
        </Button>
      }
      data-testid="kms-keys"
    >
      <ListFiltersBar<KeyFilter> testId="kms-filters" onSearch={table.search}>
        <Form.Item name="name" label={t('fields.name')}>
          <Input allowClear maxLength={64} style={{ width: 180 }} />
        </Form.Item>
        {select('algorithm', 'kms_algorithm', KMS_ALGORITHMS)}
        {select('purpose', 'kms_purpose', KMS_PURPOSES)}
        {select('state', 'kms_key_state', KMS_KEY_STATES, 140)}
      </ListFiltersBar>
      <PageTable<KmsKey, KeyFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1300 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
        data-testid="kms-table"
      />
      {creating && <KeyCreateModal onClose={() => setCreating(false)} onCreated={setDetailId} />}
      <KeyDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />
    </Card>
  );
}
