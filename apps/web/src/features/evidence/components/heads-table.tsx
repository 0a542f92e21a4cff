import { DownloadOutlined } from '@ant-design/icons';
import type { evidence } from '@datamall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Collapse, Empty, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { downloadHeads, useHeadsPage } from '../api/heads';
import { ledgerKey } from '../api/ledger-status';
import { HashText } from './hash-text';

/** The published, signed block heads and their public keys, and the file buyers check their receipts with. */
export function HeadsTable() {
  const { t } = useTranslation('ledger');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [downloading, setDownloading] = useState(false);
  const heads = useHeadsPage(page, limit);
  const data = heads.data;
  const queryClient = useQueryClient();
  // Asking for the heads signs the blocks sealed since the job's last run: the summary's counts change.
  useEffect(() => {
    if (heads.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: [...ledgerKey, 'status'] });
  }, [heads.dataUpdatedAt, queryClient]);

  const handleDownload = async () => {
    setDownloading(true);
    try {
      const name = await downloadHeads();
      notify.success(t('heads.downloaded', { name }));
    } catch (error) {
      notify.error(errorText(error) ?? String(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Text type="secondary">{t('heads.hint')}</Typography.Text>
        <Button
          icon={<DownloadOutlined />}
          onClick={handleDownload}
          loading={downloading}
          data-testid="ledger-heads-download"
        >
          {t('heads.download')}
        </Button>
      </Space>
      {heads.isError ? <Alert type="error" showIcon message={errorText(heads.error)} /> : null}
      <Table<evidence.SignedHead>
        size="middle"
        rowKey="blockNo"
        loading={heads.isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 1200 }}
        pagination={{
          current: page,
          pageSize: limit,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          onChange: (p, size) => {
            setPage(size === limit ? p : 1);
            setLimit(size);
          },
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.heads')} /> }}
        data-testid="ledger-heads"
        columns={[
          {
            title: t('fields.blockNo'),
            dataIndex: 'blockNo',
            width: 90,
            render: (v: string) => <strong>{v}</strong>,
          },
          { title: t('fields.range'), width: 120, render: (_, h) => `${h.firstSeq} – ${h.lastSeq}` },
          { title: t('fields.blockHash'), width: 180, render: (_, h) => <HashText value={h.blockHash} /> },
          {
            title: t('fields.prevBlockHash'),
            width: 180,
            render: (_, h) => <HashText value={h.prevBlockHash} />,
          },
          {
            title: t('fields.key'),
            width: 150,
            render: (_, h) => `${h.algorithm} · #${h.keyId} v${h.keyVersion}`,
          },
          { title: t('fields.signature'), width: 180, render: (_, h) => <HashText value={h.signature} /> },
          { title: t('fields.signedAt'), width: 170, render: (_, h) => formatDateTime(h.signedAt) },
        ]}
      />
      {data?.publicKeys.length ? (
        <Collapse
          size="small"
          items={[
            {
              key: 'keys',
              label: `${t('heads.publicKeys')} (${data.publicKeys.length})`,
              children: data.publicKeys.map((k) => (
                <div key={`${k.keyId}-${k.keyVersion}`} style={{ marginBottom: 12 }}>
                  <Typography.Text strong>
                    {k.keyName} v{k.keyVersion} · {k.algorithm}
                  </Typography.Text>
                  <div>
                    {t('fields.fingerprint')}:{' '}
                    <Typography.Text code copyable>
                      {k.fingerprint}
                    </Typography.Text>
                  </div>
                  <pre style={{ fontSize: 11, whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
                    {k.publicKey}
                  </pre>
                </div>
              )),
            },
          ]}
        />
      ) : null}
    </Space>
  );
}
