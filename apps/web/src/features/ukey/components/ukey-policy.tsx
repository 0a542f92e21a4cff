import { SafetyCertificateOutlined } from '@ant-design/icons';
import { enumLabel, type UKeyPolicy } from '@datamall/contract';
import { Alert, Button, Modal, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { notify } from '../../../shared/notify';
import { useUKeyPolicy, useUpdateUKeyPolicy } from '../api/ushield';

/**
 * The operator's USB key policy of the account types `roleTypes` lists: a line saying which must use a key, and a
 * dialog to change it (each change confirmed, with the accounts it affects).
 */
export function UKeyPolicyBar({ roleTypes }: { roleTypes: readonly (1 | 2 | 3)[] }) {
  const { t } = useTranslation(['ukey', 'common']);
  const locale = useLocale();
  const policy = useUKeyPolicy();
  const update = useUpdateUKeyPolicy();
  const [open, setOpen] = useState(false);
  const rows = (policy.data ?? []).filter((p) => roleTypes.includes(p.roleType as 1 | 2 | 3));
  const roleName = (roleType: number) => enumLabel('role_type', roleType, locale);

  const change = (row: UKeyPolicy, required: boolean) =>
    notify.confirm({
      title: t('policy.title'),
      content: t(required ? 'policy.confirmOn' : 'policy.confirmOff', {
        role: roleName(row.roleType),
        count: row.accountsWithoutKey,
      }),
      danger: required,
      okTestId: 'ukey-policy-confirm',
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        update
          .mutateAsync({ roleType: row.roleType as 1 | 2 | 3, required })
          .then(() => notify.success(t('policy.saved')))
          .catch((error) => {
            const text = errorText(error);
            if (text) notify.error(text);
          }),
    });

  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="ukey-policy-bar">
      <Typography.Text type="secondary">{t('policy.title')}:</Typography.Text>
      {rows.map((row) => (
        <Tag key={row.roleType} color={row.required ? 'red' : 'default'}>
          {roleName(row.roleType)} · {row.required ? t('policy.required') : '-'}
        </Tag>
      ))}
      <Button
        size="small"
        icon={<SafetyCertificateOutlined />}
        onClick={() => setOpen(true)}
        data-testid="ukey-policy-open"
      >
        {t('policy.open')}
      </Button>
      <Modal
        open={open}
        title={t('policy.title')}
        footer={null}
        onCancel={() => setOpen(false)}
        width={640}
        data-testid="ukey-policy-dialog"
      >
        <Alert type="info" showIcon message={t('policy.hint')} style={{ marginBottom: 12 }} />
        <Table<UKeyPolicy>
          rowKey="roleType"
          size="small"
          pagination={false}
          loading={policy.isLoading}
          dataSource={rows}
          columns={[
            { title: t('policy.roleType'), render: (_, row) => roleName(row.roleType) },
            {
              title: t('policy.required'),
              render: (_, row) => (
                <Switch
                  checked={row.required}
                  loading={update.isPending && update.variables?.roleType === row.roleType}
                  onChange={(on) => change(row, on)}
                  data-testid={`ukey-policy-switch-${row.roleType}`}
                />
              ),
            },
            { title: t('policy.withoutKey'), dataIndex: 'accountsWithoutKey' },
            { title: t('policy.updatedAt'), render: (_, row) => formatDateTime(row.updatedAt) || '-' },
          ]}
        />
      </Modal>
    </Space>
  );
}
