import { appRelations } from '@datamall/contract';
import { Button, Card, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  type RelationFilter,
  relationsKey,
  relationsPage,
  useDecideRelation,
  useRevokeRelation,
  useWithdrawRelation,
} from '../api/app-relations';
import { RelateAssetButton } from './relate-asset-button';
import { RelationLinks } from './relation-links';

type Row = appRelations.Relation;
export const RELATION_STATUS_COLOR = ['processing', 'success', 'error', 'default', 'warning'] as const;

export interface RelationListProps {
  /**
   * supplier: requests to its assets (approve or reject pending ones, revoke approved ones); developer: its
   * applications' relations (withdraw).
   */
  party: 'supplier' | 'developer' | 'operator';
  /** Developer: only this application's relations, with a button to relate another asset. */
  itemId?: string;
  title?: ReactNode;
}

/** Relations between data applications and data assets, as one party sees and handles them. */
export function RelationList({ party, itemId, title }: RelationListProps) {
  const { t } = useTranslation('appRelations');
  const decideRules = useZodRules(appRelations.decide);
  const revokeRules = useZodRules(appRelations.revoke);
  const table = usePageTable<Row, RelationFilter>({
    queryKey: [...relationsKey, 'page', party, itemId ?? 'all'],
    fetcher: (params, signal) => relationsPage({ ...params, itemId }, signal),
  });
  const [deciding, setDeciding] = useState<{ row: Row; approve: boolean }>();
  const [revoking, setRevoking] = useState<Row>();
  const decide = useDecideRelation();
  const revoke = useRevokeRelation();
  const withdraw = useWithdrawRelation();

  const onWithdraw = (row: Row) =>
    notify.confirm({
      title: t('withdraw.confirm', { asset: row.sourceName }),
      content: row.status === 1 ? t('withdraw.approvedHint') : undefined,
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

  const actions = (row: Row) => {
    if (party === 'supplier' && row.status === 0) {
      return (
        <Space>
          <Button
            size="small"
            type="link"
            onClick={() => setDeciding({ row, approve: true })}
            data-testid={`relation-approve-${row.id}`}
          >
            {t('decide.approve')}
          </Button>
          <Button
            size="small"
            type="link"
            danger
            onClick={() => setDeciding({ row, approve: false })}
            data-testid={`relation-reject-${row.id}`}
          >
            {t('decide.reject')}
          </Button>
        </Space>
      );
    }
    if (party === 'supplier' && row.status === 1) {
      return (
        <Button
          size="small"
          type="link"
          danger
          onClick={() => setRevoking(row)}
          data-testid={`relation-revoke-${row.id}`}
        >
          {t('revoke.button')}
        </Button>
      );
    }
    if (party === 'developer' && (row.status === 0 || row.status === 1)) {
      return (
        <Button
          size="small"
          type="link"
          danger
          onClick={() => onWithdraw(row)}
          data-testid={`relation-withdraw-${row.id}`}
        >
          {t('withdraw.button')}
        </Button>
      );
    }
    return null;
  };

  return (
    <Card
      title={title ?? t('title')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            style={{ width: 260 }}
            placeholder={t('filters.keyword')}
            aria-label={t('filters.keyword')}
            onSearch={(keyword) => table.search({ keyword })}
            data-testid="relation-keyword"
          />
          <Select<number | undefined>
            allowClear
            style={{ width: 140 }}
            placeholder={t('fields.status')}
            aria-label={t('fields.status')}
            options={appRelations.RELATION_STATUS_VALUES.map((v) => ({ value: v, label: t(`status.${v}`) }))}
            onChange={(status) => table.search({ status })}
            data-testid="relation-status-filter"
          />
          {party === 'developer' && itemId ? (
            <RelateAssetButton itemId={itemId} onDone={table.reload} />
          ) : null}
        </Space>
      }
    >
      {party === 'developer' && itemId ? (
        <div style={{ marginBottom: 12 }}>
          <RelationLinks itemId={itemId} current="relations" />
        </div>
      ) : null}
      <PageTable<Row, RelationFilter>
        table={table}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t(`empty.${party}`) }}
        columns={[
          ...(itemId ? [] : [{ title: t('fields.application'), dataIndex: 'itemName', width: 200 }]),
          { title: t('fields.asset'), dataIndex: 'sourceName', width: 200 },
          ...(party === 'supplier' ? [] : [{ title: t('fields.supplier'), dataIndex: 'supplierName' }]),
          ...(party === 'developer' ? [] : [{ title: t('fields.developer'), dataIndex: 'developerName' }]),
          {
            title: t('fields.purpose'),
            dataIndex: 'purpose',
            render: (v: string) => (
              <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0, maxWidth: 320 }}>
                {v}
              </Typography.Paragraph>
            ),
          },
          {
            title: t('fields.status'),
            dataIndex: 'status',
            render: (v: number) => (
              <Tag color={RELATION_STATUS_COLOR[v] ?? 'default'} data-testid="relation-status">
                {t(`status.${v}`)}
              </Tag>
            ),
          },
          { title: t('fields.reply'), dataIndex: 'reply', ellipsis: true, render: (v: string) => v || '—' },
          {
            title: t('fields.createDate'),
            dataIndex: 'createDate',
            render: (v: string) => formatDateTime(v),
          },
          { title: t('fields.actions'), key: 'actions', fixed: 'right', render: (_, row) => actions(row) },
        ]}
      />
      {deciding ? (
        <FormModal<{ reply: string }>
          key={`${deciding.row.id}-${deciding.approve}`}
          title={t(deciding.approve ? 'decide.approveTitle' : 'decide.rejectTitle', {
            app: deciding.row.itemName,
            asset: deciding.row.sourceName,
          })}
          okTestId="relation-decide-ok"
          onClose={() => setDeciding(undefined)}
          onSubmit={async ({ reply }) => {
            await decide.mutateAsync({ id: deciding.row.id, approve: deciding.approve, reply: reply ?? '' });
            notify.success(t(deciding.approve ? 'decide.approved' : 'decide.rejected'));
            table.reload();
          }}
        >
          {() => (
            <>
              <Typography.Paragraph type="secondary">{deciding.row.purpose}</Typography.Paragraph>
              <Form.Item
                name="reply"
                label={t(deciding.approve ? 'fields.replyOptional' : 'fields.reason')}
                rules={[
                  ...decideRules.rules('reply', t('fields.reason')),
                  // The contract lets an approval go without words; a rejection needs a reason.
                  ...(deciding.approve
                    ? []
                    : [
                        { required: true, whitespace: true, message: t('decide.reasonRequired') },
                        { min: 2, message: t('decide.reasonRequired') },
                      ]),
                ]}
              >
                <Input.TextArea
                  rows={3}
                  showCount
                  maxLength={decideRules.maxLength('reply')}
                  data-testid="relation-reply"
                />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
      {revoking ? (
        <FormModal<{ reason: string }>
          key={revoking.id}
          title={t('revoke.title', { app: revoking.itemName, asset: revoking.sourceName })}
          okTestId="relation-revoke-ok"
          onClose={() => setRevoking(undefined)}
          onSubmit={async ({ reason }) => {
            await revoke.mutateAsync({ id: revoking.id, reason });
            notify.success(t('revoke.done'));
            table.reload();
          }}
        >
          {() => (
            <>
              <Typography.Paragraph type="secondary">{t('revoke.hint')}</Typography.Paragraph>
              <Form.Item
                name="reason"
                label={t('revoke.reason')}
                rules={[
                  { required: true, whitespace: true, message: t('revoke.reasonRequired') },
                  ...revokeRules.rules('reason', t('revoke.reason'), { required: false }),
                ]}
              >
                <Input.TextArea
                  rows={3}
                  showCount
                  maxLength={revokeRules.maxLength('reason')}
                  data-testid="relation-revoke-reason"
                />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
    </Card>
  );
}
