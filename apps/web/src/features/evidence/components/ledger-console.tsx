import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import type { EntryFilter } from '../api/entries';
import { ledgerKey, useLedgerStatus } from '../api/ledger-status';
import { BlocksTable } from './blocks-table';
import { ChainVerifier, type VerifyRequest } from './chain-verifier';
import { EntriesTable } from './entries-table';
import { HashText } from './hash-text';
import { HeadsTable } from './heads-table';

type Tab = 'blocks' | 'entries' | 'verify' | 'heads';

/**
 * operate/zqWeBase: the evidence ledger's console: its size, head and signing key; blocks and entries; the
 * verification of the whole chain or a range; the published, signed block heads.
 */
export function LedgerConsole() {
  const { t } = useTranslation('ledger');
  const queryClient = useQueryClient();
  const status = useLedgerStatus();
  const [tab, setTab] = useState<Tab>('blocks');
  const [entryFilter, setEntryFilter] = useState<EntryFilter>({});
  const [verifyRequest, setVerifyRequest] = useState<VerifyRequest & { at: number }>();

  const handleShowEntries = (blockNo: string) => {
    setEntryFilter({ blockNo });
    setTab('entries');
  };
  const handleVerify = (blockNo: string) => {
    setVerifyRequest({ from: Number(blockNo), to: Number(blockNo), at: Date.now() });
    setTab('verify');
  };
  const data = status.data;

  return (
    <Card
      title={t('title')}
      data-testid="ledger-console"
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void queryClient.invalidateQueries({ queryKey: ledgerKey })}
          data-testid="ledger-refresh"
        >
          {t('summary.refresh')}
        </Button>
      }
    >
      {status.isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {status.isError ? <Alert type="error" showIcon message={errorText(status.error)} /> : null}
      {data ? (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          data-testid="ledger-summary"
          style={{ marginBottom: 16 }}
        >
          <Descriptions.Item label={t('summary.entries')}>
            <span data-testid="ledger-summary-entries">{data.entries}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('summary.blocks')}>
            {data.blocks} · {t('summary.sealed')} {data.sealedBlocks} · {t('summary.signed')}{' '}
            {data.signedBlocks}
          </Descriptions.Item>
          <Descriptions.Item label={t('summary.head')}>
            #{data.headSeq} <HashText value={data.headHash} />
          </Descriptions.Item>
          <Descriptions.Item label={t('summary.key')} span={3}>
            {data.signingKey ? (
              <Typography.Text>
                {data.signingKey.name} v{data.signingKey.version} · {data.signingKey.algorithm}
              </Typography.Text>
            ) : (
              <Typography.Text type={data.signedBlocks ? 'warning' : 'secondary'}>
                {data.signedBlocks ? t('summary.keyPaused') : t('summary.keyNone')}
              </Typography.Text>
            )}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        destroyOnHidden={false}
        items={[
          {
            key: 'blocks',
            label: <span data-testid="ledger-tab-blocks">{t('tabs.blocks')}</span>,
            children: <BlocksTable onShowEntries={handleShowEntries} onVerify={handleVerify} />,
          },
          {
            key: 'entries',
            label: <span data-testid="ledger-tab-entries">{t('tabs.entries')}</span>,
            children: <EntriesTable key={entryFilter.blockNo ?? ''} initialFilter={entryFilter} />,
          },
          {
            key: 'verify',
            label: <span data-testid="ledger-tab-verify">{t('tabs.verify')}</span>,
            children: data ? <ChainVerifier status={data} request={verifyRequest} /> : null,
          },
          {
            key: 'heads',
            label: <span data-testid="ledger-tab-heads">{t('tabs.heads')}</span>,
            children: <HeadsTable />,
          },
        ]}
      />
    </Card>
  );
}
