import { PlusOutlined } from '@ant-design/icons';
import { goodsVersions } from '@datamall/contract';
import { Alert, Button, Card, Form, Input, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { fetchVersions, useDeleteVersion, useSaveVersion, useVersionStatus, versionsKey } from '../api';
import { type VersionVariant, versionPaths } from '../paths';

type Version = goodsVersions.GoodsVersion;

export interface VersionListProps {
  itemId: string;
  /** The owner's pages (`dev`, `jiao`: list, disable, edit, delete, improve), or the operator's read-only view. */
  variant: VersionVariant | 'operator';
  /** The operator's view: back to where the operator came from. */
  onBack?: () => void;
}

/** The versions of one good (dev/zqgoodversion, dev/jiao/zqgoodversion, operate/zqOperateLink). */
export function VersionList({ itemId, variant, onBack }: VersionListProps) {
  const { t } = useTranslation(['goodsVersions', 'common']);
  const navigate = useNavigate();
  const table = usePageTable<Version>({
    queryKey: [...versionsKey, 'page', itemId],
    fetcher: (params, signal) => fetchVersions(itemId, params, signal),
  });
  const status = useVersionStatus();
  const remover = useDeleteVersion();
  const saver = useSaveVersion();
  const [editing, setEditing] = useState<Version | null>(null);
  const itemName = table.list[0]?.itemName;

  const fail = (error: unknown) => {
    const text = errorText(error);
    if (text) notify.error(text);
  };

  const handleStatus = (row: Version, action: goodsVersions.VersionAction) =>
    notify.confirm({
      title: t(`versions.confirm.${action}`, { version: row.versionNo }),
      okText: t(`versions.actions.${action}`),
      cancelText: t('common:actions.cancel'),
      danger: action === 'disable',
      okTestId: `confirm-version-${action}`,
      onOk: () =>
        status
          .mutateAsync({ id: row.id, action })
          .then(() => notify.success(t('versions.done')))
          .catch(fail),
    });

  const handleDelete = (row: Version) =>
    notify.confirm({
      title: t('versions.confirm.delete', { version: row.versionNo }),
      okText: t('versions.actions.delete'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'confirm-version-delete',
      onOk: () =>
        remover
          .mutateAsync(row.id)
          .then(() => {
            notify.success(t('versions.done'));
            table.afterDelete();
          })
          .catch(fail),
    });

  const owner = variant === 'operator' ? null : variant;
  const columns: TableProps<Version>['columns'] = [
    { title: t('versions.fields.versionNo'), dataIndex: 'versionNo', width: 140 },
    { title: t('versions.fields.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('versions.fields.base'),
      dataIndex: 'baseVersionNo',
      width: 120,
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('versions.fields.status'),
      dataIndex: 'status',
      width: 110,
      render: (v: number) => <StatusTag dictType="version_status" value={v} />,
    },
    {
      title: t('versions.fields.listedDate'),
      dataIndex: 'listedDate',
      width: 170,
      render: (v: string | null) => (v ? formatDateTime(v) : '-'),
    },
    {
      title: t('versions.fields.updateDate'),
      dataIndex: 'updateDate',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
  ];
  if (owner) {
    columns.push({
      title: t('versions.fields.actions'),
      key: 'actions',
      width: 260,
      render: (_v, row) => (
        <Space size={0} wrap>
          {row.actions.includes('list') && (
            <Button
              type="link"
              size="small"
              onClick={() => handleStatus(row, 'list')}
              data-testid={`version-list-${row.id}`}
            >
              {t('versions.actions.list')}
            </Button>
          )}
          {row.actions.includes('disable') && (
            <Button type="link" size="small" danger onClick={() => handleStatus(row, 'disable')}>
              {t('versions.actions.disable')}
            </Button>
          )}
          {row.actions.includes('edit') && (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('common:actions.edit')}
            </Button>
          )}
          {row.actions.includes('delete') && (
            <Button type="link" size="small" danger onClick={() => handleDelete(row)}>
              {t('versions.actions.delete')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => navigate(versionPaths.improve(owner, row.id))}>
            {t('versions.actions.improve')}
          </Button>
        </Space>
      ),
    });
  }

  return (
    <Card
      title={itemName ? t('versions.titleOf', { name: itemName }) : t('versions.title')}
      extra={
        owner ? (
          <Space>
            {owner === 'dev' && (
              <Button onClick={() => navigate(versionPaths.cases(itemId))}>{t('versions.cases')}</Button>
            )}
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(versionPaths.add(owner, itemId))}
              data-testid="version-add"
            >
              {t('versions.add')}
            </Button>
          </Space>
        ) : (
          onBack && (
            <Button onClick={onBack} data-testid="versions-back">
              {t('common:actions.back')}
            </Button>
          )
        )
      }
    >
      <Alert
        type="info"
        showIcon
        message={t(owner ? 'versions.hint' : 'versions.operatorHint')}
        style={{ marginBottom: 16 }}
      />
      <PageTable<Version, Record<string, never>>
        table={table}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('versions.empty') }}
      />
      {editing && (
        <FormModal<{ versionNo: string; description: string; appUrl?: string }>
          key={editing.id}
          title={t('versions.editTitle', { version: editing.versionNo })}
          initialValues={{
            versionNo: editing.versionNo,
            description: editing.description,
            appUrl: editing.appUrl ?? undefined,
          }}
          onSubmit={(values) =>
            saver
              .mutateAsync({ id: editing.id, ...values, appUrl: values.appUrl || null })
              .then(() => notify.success(t('versions.done')))
          }
          onClose={() => setEditing(null)}
        >
          {() => <VersionFields withAppUrl={owner === 'dev'} />}
        </FormModal>
      )}
    </Card>
  );
}

/** The fields of a version (add, edit, improve). */
export function VersionFields({ withAppUrl }: { withAppUrl: boolean }) {
  const { t } = useTranslation('goodsVersions');
  const f = useZodRules(goodsVersions.zVersionInput);
  return (
    <>
      <Form.Item
        name="versionNo"
        label={t('versions.fields.versionNo')}
        rules={f.rules('versionNo', t('versions.fields.versionNo'), {
          formatMessage: t('versions.rules.versionNo'),
        })}
      >
        <Input placeholder="1.0.0" maxLength={f.maxLength('versionNo')} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('versions.fields.description')}
        rules={f.rules('description', t('versions.fields.description'))}
      >
        <Input.TextArea rows={4} maxLength={f.maxLength('description')} showCount />
      </Form.Item>
      {withAppUrl && (
        <Form.Item
          name="appUrl"
          label={t('versions.fields.appUrl')}
          rules={f.rules('appUrl', t('versions.fields.appUrl'), {
            formatMessage: t('versions.rules.appUrl'),
          })}
        >
          <Input placeholder="https://" maxLength={f.maxLength('appUrl')} />
        </Form.Item>
      )}
    </>
  );
}
