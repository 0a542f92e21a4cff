import { offlineTransmission } from '@datamall/contract';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../shared/format';
import {
  downloadEncrypted,
  useBuyerNodes,
  useConfirmReceipt,
  useDecryptCheck,
  useEncrypt,
  useTransmission,
} from '../api/offline-transmission';

type Party = 'buyer' | 'seller' | 'operator';
type ExportedFile = offlineTransmission.ExportedFile;

const short = (hash: string) => `${hash.slice(0, 12)}…${hash.slice(-6)}`;

/**
 * Offline transmission of a paid data-package order: the seller (or operator) encrypts the package for one of
 * the buyer's nodes; everyone involved downloads the encrypted files; the buyer checks them with their private
 * key and confirms receipt.
 */
export function OfflineTransmissionPanel({ orderId, party }: { orderId: string; party: Party }) {
  const { t } = useTranslation('offlineTransmission');
  const one = useTransmission(orderId);
  const record = one.data ?? null;
  const confirmed = record?.status === offlineTransmission.TransmissionStatus.CONFIRMED;

  return (
    <Card title={t('title')} loading={one.isLoading} data-testid="offline-transmission">
      {one.isError ? <Alert type="error" showIcon message={t('loadFailed')} /> : null}
      {party !== 'buyer' && !confirmed ? <ExportForm orderId={orderId} replacing={record !== null} /> : null}
      {record ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('fields.status')}>
              <Tag color={confirmed ? 'green' : 'blue'}>{t(`status.${record.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.node')}>{record.nodeName}</Descriptions.Item>
            <Descriptions.Item label={t('fields.algorithm')}>{record.algorithm}</Descriptions.Item>
            <Descriptions.Item label={t('fields.exported')}>
              {formatDateTime(record.exportedAt)} · {record.exportedBy}
            </Descriptions.Item>
            {record.confirmedAt ? (
              <Descriptions.Item label={t('fields.confirmed')}>
                {formatDateTime(record.confirmedAt)}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <FileTable orderId={orderId} files={record.files} />
          {party === 'buyer' ? <BuyerActions orderId={orderId} confirmed={confirmed} /> : null}
        </Space>
      ) : !one.isLoading ? (
        <Empty description={t(party === 'buyer' ? 'emptyBuyer' : 'empty')} />
      ) : null}
    </Card>
  );
}

function ExportForm({ orderId, replacing }: { orderId: string; replacing: boolean }) {
  const { t } = useTranslation('offlineTransmission');
  const { modal, message } = App.useApp();
  const nodes = useBuyerNodes(orderId, true);
  const encrypt = useEncrypt(orderId);
  const [nodeId, setNodeId] = useState<string>();

  const run = () =>
    modal.confirm({
      title: t(replacing ? 'export.confirmReplace' : 'export.confirm'),
      content: t('export.confirmText'),
      onOk: async () => {
        if (!nodeId) return;
        await encrypt.mutateAsync(nodeId);
        message.success(t('export.done'));
      },
    });

  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        style={{ minWidth: 280 }}
        placeholder={t('export.node')}
        loading={nodes.isLoading}
        value={nodeId}
        onChange={setNodeId}
        notFoundContent={t('export.noNodes')}
        options={(nodes.data ?? []).map((n) => ({ value: n.id, label: `${n.name} (${n.keyAlgorithm})` }))}
        aria-label={t('export.node')}
      />
      <Button type="primary" disabled={!nodeId} loading={encrypt.isPending} onClick={run}>
        {t(replacing ? 'export.replace' : 'export.run')}
      </Button>
    </Space>
  );
}

function FileTable({ orderId, files }: { orderId: string; files: ExportedFile[] }) {
  const { t } = useTranslation('offlineTransmission');
  const { message } = App.useApp();
  const [busy, setBusy] = useState<number>();
  const download = async (file: ExportedFile) => {
    setBusy(file.index);
    try {
      await downloadEncrypted(orderId, file.index, file.encryptedName);
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Table<ExportedFile>
      rowKey="index"
      size="small"
      pagination={false}
      dataSource={files}
      columns={[
        { title: t('fields.file'), dataIndex: 'name' },
        { title: t('fields.size'), dataIndex: 'size', render: (v: number) => formatNumber(v) },
        {
          title: t('fields.sha256'),
          dataIndex: 'sha256',
          render: (v: string) => (
            <Typography.Text code copyable={{ text: v }} title={v}>
              {short(v)}
            </Typography.Text>
          ),
        },
        {
          title: t('fields.actions'),
          key: 'actions',
          render: (_, file) => (
            <Button size="small" loading={busy === file.index} onClick={() => void download(file)}>
              {t('download')}
            </Button>
          ),
        },
      ]}
    />
  );
}

function BuyerActions({ orderId, confirmed }: { orderId: string; confirmed: boolean }) {
  const { t } = useTranslation('offlineTransmission');
  const { modal, message } = App.useApp();
  const check = useDecryptCheck(orderId);
  const confirm = useConfirmReceipt(orderId);
  const [form] = Form.useForm<{ privateKey: string }>();

  const onCheck = async ({ privateKey }: { privateKey: string }) => {
    await check.mutateAsync(privateKey);
    // The key is not kept in the page once it was used.
    form.resetFields();
  };

  const onConfirm = () =>
    modal.confirm({
      title: t('receipt.confirm'),
      content: t('receipt.confirmText'),
      onOk: async () => {
        await confirm.mutateAsync();
        message.success(t('receipt.done'));
      },
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={5}>{t('check.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('check.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onCheck}>
        <Form.Item
          name="privateKey"
          label={t('check.privateKey')}
          rules={[{ required: true, whitespace: true, message: t('check.required') }]}
        >
          <Input.TextArea
            rows={4}
            autoComplete="off"
            spellCheck={false}
            placeholder="-----BEGIN PRIVATE KEY-----"
          />
        </Form.Item>
        <Button htmlType="submit" loading={check.isPending}>
          {t('check.run')}
        </Button>
      </Form>
      {check.data ? (
        <Alert
          type={check.data.ok ? 'success' : 'error'}
          showIcon
          message={t(check.data.ok ? 'check.ok' : 'check.failed')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {check.data.files.map((f) => (
                <li key={f.name}>
                  {f.name}: {f.ok ? t('check.fileOk') : t(`check.reason.${f.reason ?? 'integrity'}`)}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {confirmed ? null : (
        <Button type="primary" onClick={onConfirm} loading={confirm.isPending}>
          {t('receipt.run')}
        </Button>
      )}
    </Space>
  );
}
