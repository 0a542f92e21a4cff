import type { KmsKeyDetail } from '@datamall/contract';
import { Alert, Descriptions, Drawer, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { StatusTag } from '../../../shared/ui/status-tag';
import { useKeyDetail } from '../api/keys';

/** A key's metadata, versions (fingerprints, public keys) and history; no key material exists on this side. */
export function KeyDetailDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('kms');
  const detail = useKeyDetail(id);
  const data = detail.data;

  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      width={760}
      title={data?.key.name ?? t('detail.title')}
      destroyOnHidden
    >
      {detail.isLoading ? <Skeleton active /> : null}
      {detail.isError ? (
        <Alert type="error" showIcon message={errorText(detail.error) ?? t('detail.failed')} />
      ) : null}
      {data ? (
        <div data-testid="kms-detail">
          <KeyFacts data={data} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('detail.versions')}
          </Typography.Title>
          <VersionTable data={data} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('detail.events')}
          </Typography.Title>
          <EventTable data={data} />
        </div>
      ) : null}
    </Drawer>
  );
}

function KeyFacts({ data }: { data: KmsKeyDetail }) {
  const { t } = useTranslation('kms');
  const { key } = data;
  return (
    <Descriptions bordered size="small" column={2}>
      <Descriptions.Item label={t('fields.algorithm')}>
        <StatusTag dictType="kms_algorithm" value={key.algorithm} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.purpose')}>
        <StatusTag dictType="kms_purpose" value={key.purpose} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.state')}>
        <span data-testid="kms-detail-state">
          <StatusTag dictType="kms_key_state" value={key.state} />
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.currentVersion')}>
        <span data-testid="kms-detail-version">v{key.currentVersion}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.destroyAt')}>
        {formatDateTime(key.destroyAt) || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.createdBy')}>
        {key.createdBy} · {formatDateTime(key.createDate)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.description')} span={2}>
        {key.description || '-'}
      </Descriptions.Item>
    </Descriptions>
  );
}

function VersionTable({ data }: { data: KmsKeyDetail }) {
  const { t } = useTranslation('kms');
  return (
    <Table
      rowKey="version"
      size="small"
      pagination={false}
      dataSource={data.versions}
      data-testid="kms-versions"
      columns={[
        { title: t('fields.version'), render: (_, v) => `v${v.version}`, width: 70 },
        {
          title: t('fields.state'),
          render: (_, v) => <StatusTag dictType="kms_version_state" value={v.state} />,
          width: 150,
        },
        {
          title: t('fields.fingerprint'),
          render: (_, v) => (
            <div>
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                {v.fingerprint}
              </Typography.Text>
              {v.publicKey ? (
                <Typography.Paragraph
                  copyable={{ text: v.publicKey }}
                  ellipsis={{ rows: 2, expandable: true }}
                  style={{ fontFamily: 'monospace', fontSize: 12, marginTop: 4, marginBottom: 0 }}
                >
                  {v.publicKey}
                </Typography.Paragraph>
              ) : null}
            </div>
          ),
        },
        { title: t('fields.createDate'), render: (_, v) => formatDateTime(v.createDate), width: 160 },
      ]}
    />
  );
}

function EventTable({ data }: { data: KmsKeyDetail }) {
  const { t } = useTranslation('kms');
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={data.events}
      locale={{ emptyText: t('detail.noEvents') }}
      data-testid="kms-events"
      columns={[
        { title: t('fields.time'), render: (_, e) => formatDateTime(e.createDate), width: 160 },
        {
          title: t('fields.action'),
          render: (_, e) => <StatusTag dictType="kms_action" value={e.action} />,
          width: 130,
        },
        { title: t('fields.version'), render: (_, e) => (e.version ? `v${e.version}` : '-'), width: 70 },
        { title: t('fields.actor'), dataIndex: 'actor', width: 140 },
        { title: t('fields.detail'), render: (_, e) => e.detail || '-' },
      ]}
    />
  );
}
