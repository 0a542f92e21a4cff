import { type evidence, evidence as ledger } from '@datamall/contract';
import { Button, Empty, Form, InputNumber, Select, Space, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { type BlockFilter, fetchBlocksPage } from '../api/blocks';
import { ledgerKey } from '../api/ledger-status';
import { BlockStateTag } from './block-state-tag';
import { HashText } from './hash-text';

export interface BlocksTableProps {
  onShowEntries: (blockNo: string) => void;
  onVerify: (blockNo: string) => void;
}

/** The ledger's blocks, newest first: range, hashes, seal and signature. */
export function BlocksTable({ onShowEntries, onVerify }: BlocksTableProps) {
  const { t } = useTranslation('ledger');
  const table = usePageTable<evidence.LedgerBlock, BlockFilter>({
    queryKey: [...ledgerKey, 'blocks'],
    fetcher: fetchBlocksPage,
  });
  const columns: TableProps<evidence.LedgerBlock>['columns'] = [
    {
      title: t('fields.blockNo'),
      dataIndex: 'blockNo',
      width: 90,
      render: (v: string) => <strong>{v}</strong>,
    },
    { title: t('fields.range'), width: 120, render: (_, b) => `${b.firstSeq} – ${b.lastSeq}` },
    { title: t('fields.entries'), dataIndex: 'entries', width: 80 },
    {
      title: t('fields.state'),
      width: 150,
      render: (_, b) => (
        <span data-testid={`ledger-block-state-${b.blockNo}`}>
          <BlockStateTag block={b} />
        </span>
      ),
    },
    { title: t('fields.blockHash'), width: 180, render: (_, b) => <HashText value={b.blockHash} /> },
    { title: t('fields.prevBlockHash'), width: 180, render: (_, b) => <HashText value={b.prevBlockHash} /> },
    { title: t('fields.sealedAt'), width: 170, render: (_, b) => formatDateTime(b.sealedAt) || '-' },
    {
      title: t('fields.signature'),
      width: 200,
      render: (_, b) =>
        b.signature ? (
          <span style={{ fontSize: 12 }}>
            {b.signature.algorithm} · #{b.signature.keyId} v{b.signature.keyVersion}
            <br />
            {formatDateTime(b.signature.signedAt)}
          </span>
        ) : (
          '-'
        ),
    },
    {
      title: t('fields.actions'),
      fixed: 'right',
      width: 170,
      render: (_, b) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onShowEntries(b.blockNo)}>
            {t('actions.entries')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => onVerify(b.blockNo)}
            data-testid={`ledger-verify-block-${b.blockNo}`}
          >
            {t('actions.verify')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListFiltersBar<BlockFilter> testId="ledger-block-filters" onSearch={table.search}>
        <Form.Item name="blockNo" label={t('fields.blockNo')}>
          <InputNumber min={1} precision={0} style={{ width: 120 }} stringMode />
        </Form.Item>
        <Form.Item name="state" label={t('fields.state')}>
          <Select
            allowClear
            style={{ width: 170 }}
            placeholder={t('filters.all')}
            options={ledger.BLOCK_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<evidence.LedgerBlock, BlockFilter>
        table={table}
        rowKey="blockNo"
        columns={columns}
        scroll={{ x: 1340 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.blocks')} /> }}
        data-testid="ledger-blocks"
      />
    </>
  );
}
