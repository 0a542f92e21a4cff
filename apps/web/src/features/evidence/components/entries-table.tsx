import { type evidence, evidence as ledger } from '@datamall/contract';
import { Empty, Form, InputNumber, Select, type TableProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { type EntryFilter, fetchEntriesPage } from '../api/entries';
import { ledgerKey } from '../api/ledger-status';
import { HashText } from './hash-text';
import { UserSelect } from './user-select';

/** Locale keys spell an entry type with `_` (`order.paid` -> `order_paid`): dots nest keys. */
export const typeKey = (entryType: string) => `types.${entryType.replace(/\./g, '_')}`;

/** The ledger's entries, newest first, filtered by order, buyer or seller, type, block or sequence. */
export function EntriesTable({ initialFilter }: { initialFilter?: EntryFilter }) {
  const { t } = useTranslation('ledger');
  const table = usePageTable<evidence.EvidenceEntry, EntryFilter>({
    queryKey: [...ledgerKey, 'entries'],
    fetcher: fetchEntriesPage,
    initialFilters: initialFilter,
  });
  const id = (name: keyof EntryFilter, width = 130) => (
    <Form.Item name={name} label={t(`fields.${name === 'blockNo' ? 'blockNo' : name}`)}>
      <InputNumber min={1} precision={0} stringMode style={{ width }} />
    </Form.Item>
  );
  const columns: TableProps<evidence.EvidenceEntry>['columns'] = [
    { title: t('fields.seq'), dataIndex: 'seq', width: 80, render: (v: string) => <strong>{v}</strong> },
    {
      title: t('fields.entryType'),
      dataIndex: 'entryType',
      width: 160,
      render: (v: string) => t(typeKey(v), { defaultValue: v }),
    },
    { title: t('fields.orderId'), dataIndex: 'orderId', width: 100 },
    { title: t('fields.blockNo'), dataIndex: 'blockNo', width: 80 },
    { title: t('fields.createdAt'), width: 170, render: (_, e) => formatDateTime(e.createdAt) },
    { title: t('fields.hash'), width: 180, render: (_, e) => <HashText value={e.hash} /> },
    { title: t('fields.prevHash'), width: 180, render: (_, e) => <HashText value={e.prevHash} /> },
  ];
  return (
    <>
      <ListFiltersBar<EntryFilter>
        testId="ledger-entry-filters"
        onSearch={table.search}
        initialValues={initialFilter}
      >
        {id('orderId')}
        <Form.Item name="userId" label={t('fields.user')}>
          <UserSelect />
        </Form.Item>
        <Form.Item name="entryType" label={t('fields.entryType')}>
          <Select
            allowClear
            style={{ width: 170 }}
            placeholder={t('filters.all')}
            options={ledger.EVIDENCE_TYPES.map((value) => ({ value, label: t(typeKey(value)) }))}
            data-testid="ledger-entry-type"
          />
        </Form.Item>
        {id('blockNo', 100)}
        {id('seq', 100)}
      </ListFiltersBar>
      <PageTable<evidence.EvidenceEntry, EntryFilter>
        table={table}
        rowKey="seq"
        columns={columns}
        scroll={{ x: 1050 }}
        expandable={{
          // The canonical JSON exactly as hashed.
          expandedRowRender: (e) => (
            <div>
              <Typography.Text type="secondary">{t('fields.payload')}</Typography.Text>
              <pre style={{ fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
                {e.payload}
              </pre>
            </div>
          ),
        }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.entries')} />,
        }}
        data-testid="ledger-entries"
      />
    </>
  );
}
