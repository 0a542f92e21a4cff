import { formatDateTime, formatMoney, negotiation } from '@datamall/contract';
import { Button, Card, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  type NegotiationFilter,
  negotiationKey,
  negotiationPage,
  useDecide,
  useWithdraw,
} from '../api/negotiation';

type Row = negotiation.Negotiation;
const STATUS_COLOR = ['processing', 'success', 'error', 'default', 'purple', 'warning'] as const;

/** Price proposals: a consumer's own (withdraw while pending) or a seller's on its goods (accept or reject). */
export function NegotiationList({ party }: { party: 'buyer' | 'seller' | 'operator' }) {
  const { t } = useTranslation('negotiation');
  const table = usePageTable<Row, NegotiationFilter>({
    queryKey: [...negotiationKey, 'page'],
    fetcher: negotiationPage,
  });
  const [deciding, setDeciding] = useState<{ row: Row; accept: boolean }>();
  const decide = useDecide();
  const withdraw = useWithdraw();

  const onWithdraw = (row: Row) =>
    notify.confirm({
      title: t('withdraw.confirm'),
      danger: true,
      onOk: async () => {
        try {
          await withdraw.mutateAsync(row.id);
          notify.success(t('withdraw.done'));
          table.reload();
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });

  return (
    <Card
      title={t('title')}
      extra={
        <Select<number | undefined>
          allowClear
          style={{ width: 160 }}
          placeholder={t('fields.status')}
          aria-label={t('fields.status')}
          options={[0, 1, 2, 3, 4, 5].map((v) => ({ value: v, label: t(`status.${v}`) }))}
          onChange={(status) => table.search({ status })}
        />
      }
    >
      <PageTable<Row, NegotiationFilter>
        table={table}
        rowKey="id"
        locale={{ emptyText: t(party === 'buyer' ? 'emptyBuyer' : 'empty') }}
        columns={[
          { title: t('fields.goods'), key: 'goods', render: (_, r) => `${r.itemName} · ${r.skuName}` },
          ...(party === 'buyer' ? [] : [{ title: t('fields.consumer'), dataIndex: 'consumerName' }]),
          {
            title: t('fields.listPrice'),
            dataIndex: 'listPrice',
            render: (v: string) => `¥${formatMoney(BigInt(v))}`,
          },
          {
            title: t('fields.proposedPrice'),
            dataIndex: 'proposedPrice',
            render: (v: string) => <strong>¥{formatMoney(BigInt(v))}</strong>,
          },
          { title: t('fields.message'), dataIndex: 'message', ellipsis: true },
          { title: t('fields.reply'), dataIndex: 'reply', ellipsis: true },
          {
            title: t('fields.status'),
            dataIndex: 'status',
            render: (v: number) => <Tag color={STATUS_COLOR[v] ?? 'default'}>{t(`status.${v}`)}</Tag>,
          },
          {
            title: t('fields.validUntil'),
            dataIndex: 'validUntil',
            render: (v: string | null) => (v ? formatDateTime(v) : '—'),
          },
          {
            title: t('fields.createDate'),
            dataIndex: 'createDate',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('fields.actions'),
            key: 'actions',
            render: (_, row) =>
              row.status !== 0 ? null : party === 'seller' ? (
                <Space>
                  <Button size="small" type="link" onClick={() => setDeciding({ row, accept: true })}>
                    {t('decide.accept')}
                  </Button>
                  <Button size="small" type="link" danger onClick={() => setDeciding({ row, accept: false })}>
                    {t('decide.reject')}
                  </Button>
                </Space>
              ) : party === 'buyer' ? (
                <Button size="small" type="link" danger onClick={() => onWithdraw(row)}>
                  {t('withdraw.button')}
                </Button>
              ) : null,
          },
        ]}
      />
      {deciding ? (
        <FormModal<{ reply: string }>
          key={`${deciding.row.id}-${deciding.accept}`}
          title={t(deciding.accept ? 'decide.acceptTitle' : 'decide.rejectTitle', {
            price: formatMoney(BigInt(deciding.row.proposedPrice)),
          })}
          onClose={() => setDeciding(undefined)}
          onSubmit={async ({ reply }) => {
            await decide.mutateAsync({ id: deciding.row.id, accept: deciding.accept, reply: reply ?? '' });
            notify.success(t('decide.done'));
            table.reload();
          }}
        >
          {() => (
            <Form.Item name="reply" label={t('fields.reply')}>
              <Input.TextArea rows={3} showCount maxLength={zodMaxLength(negotiation.decide, 'reply')} />
            </Form.Item>
          )}
        </FormModal>
      ) : null}
    </Card>
  );
}
