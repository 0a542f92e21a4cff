import type { delivery } from '@datamall/contract';
import { Alert, Button, Card, Empty, Skeleton, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { type KeySlot, useApiKey, useDelivery, useRevokeKey } from '../api/delivery';
import { NewKeyModal } from './new-key-modal';

type Credential = delivery.ApiCredential;

/** What a slot holds and what its buyer may do with it. */
export interface SlotState {
  slot: KeySlot;
  prefix: string | null;
  /** The first key of the order was never generated: slot 1 offers reveal. */
  unrevealed: boolean;
  canReveal: boolean;
  canRotate: boolean;
  /** An empty slot that can get a key (slot 2 once the first key exists, or slot 1 after it was removed). */
  canCreate: boolean;
  canRemove: boolean;
  /** Removing is refused: it is the only live key. */
  isLastKey: boolean;
}

/** The two key slots of a credential and the actions each allows (none once the order is refunded). */
export function slotStates(c: Credential): SlotState[] {
  const prefixes: Record<KeySlot, string | null> = { 1: c.keyPrefix, 2: c.key2Prefix };
  const live = [prefixes[1], prefixes[2]].filter(Boolean).length;
  return ([1, 2] as const).map((slot) => {
    const prefix = prefixes[slot];
    const unrevealed = slot === 1 && !c.revealed;
    const open = !c.revoked;
    return {
      slot,
      prefix,
      unrevealed,
      canReveal: open && unrevealed,
      canRotate: open && prefix !== null,
      canCreate: open && prefix === null && c.revealed,
      canRemove: open && prefix !== null && live > 1,
      isLastKey: prefix !== null && live === 1,
    };
  });
}

/**
 * The buyer's API keys of an order: both slots with their prefixes; reveal the first key once, rotate a slot,
 * create the second key, remove one of two. Every new key is shown once in a modal.
 */
export function ApiKeySlots({ orderId, onChanged }: { orderId: string; onChanged?: () => void }) {
  const { t } = useTranslation('delivery');
  const query = useDelivery(orderId);
  const keys = useApiKey(orderId);
  const revoke = useRevokeKey(orderId);
  const [shown, setShown] = useState<string | null>(null);
  const busy = keys.isPending || revoke.isPending;

  const issue = (action: 'reveal' | 'rotate', slot: KeySlot) =>
    keys
      .mutateAsync({ action, slot })
      .then((result) => {
        setShown(result.key);
        onChanged?.();
      })
      .catch((error: unknown) => notify.error(errorText(error) ?? t('slots.failed')));

  const confirmRotate = (slot: KeySlot) =>
    notify.confirm({
      title: t('slots.rotateTitle', { slot }),
      content: t('slots.rotateContent', { slot }),
      danger: true,
      okText: t('api.rotateOk'),
      okTestId: `confirm-rotate-key-${slot}`,
      onOk: () => issue('rotate', slot),
    });

  const confirmRemove = (slot: KeySlot) =>
    notify.confirm({
      title: t('slots.removeTitle', { slot }),
      content: t('slots.removeContent', { slot }),
      danger: true,
      okText: t('slots.removeOk'),
      okTestId: `confirm-remove-key-${slot}`,
      onOk: () =>
        revoke
          .mutateAsync(slot)
          .then(() => {
            notify.success(t('slots.removed'));
            onChanged?.();
          })
          .catch((error: unknown) => notify.error(errorText(error) ?? t('slots.failed'))),
    });

  let body: ReactNode;
  if (query.isLoading) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (query.isError || !query.data) {
    body = <Alert type="error" showIcon message={t('loadFailed')} description={errorText(query.error)} />;
  } else if (!query.data.credential) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('api.none')} />;
  } else {
    const c = query.data.credential;
    body = (
      <Space direction="vertical" style={{ width: '100%' }}>
        {c.revoked ? (
          <Alert type="error" showIcon message={t('slots.revoked')} data-testid="key-slots-revoked" />
        ) : (
          <Alert type="info" showIcon message={t('slots.hint')} />
        )}
        <Table<SlotState>
          size="small"
          rowKey="slot"
          pagination={false}
          dataSource={slotStates(c)}
          onRow={(s) => ({ 'data-testid': `key-slot-${s.slot}` }) as HTMLAttributes<HTMLElement>}
          columns={[
            {
              key: 'slot',
              title: t('slots.slotColumn'),
              width: 120,
              render: (_, s) => t('slots.slot', { slot: s.slot }),
            },
            {
              key: 'prefix',
              title: t('api.key'),
              render: (_, s) =>
                s.prefix ? (
                  <Typography.Text
                    code
                    data-testid={`key-slot-${s.slot}-prefix`}
                  >{`${s.prefix}…`}</Typography.Text>
                ) : (
                  <Typography.Text type="secondary">
                    {s.unrevealed ? t('api.notRevealed') : t('slots.empty')}
                  </Typography.Text>
                ),
            },
            {
              key: 'state',
              title: t('slots.state'),
              width: 110,
              render: (_, s) =>
                c.revoked ? (
                  <Tag color="red">{t('slots.revokedTag')}</Tag>
                ) : s.prefix ? (
                  <Tag color="green">{t('slots.live')}</Tag>
                ) : (
                  <Tag>{t('slots.unused')}</Tag>
                ),
            },
            {
              key: 'actions',
              title: t('slots.actions'),
              render: (_, s) => (
                <Space size={4} wrap>
                  {s.canReveal ? (
                    <Button
                      type="primary"
                      size="small"
                      loading={busy}
                      onClick={() => void issue('reveal', 1)}
                      data-testid="key-reveal"
                    >
                      {t('api.reveal')}
                    </Button>
                  ) : null}
                  {s.canCreate ? (
                    <Button
                      size="small"
                      loading={busy}
                      onClick={() => void issue('rotate', s.slot)}
                      data-testid={`key-create-${s.slot}`}
                    >
                      {s.slot === 2 ? t('slots.createSecond') : t('slots.create')}
                    </Button>
                  ) : null}
                  {s.canRotate ? (
                    <Button
                      size="small"
                      loading={busy}
                      onClick={() => confirmRotate(s.slot)}
                      data-testid={`key-rotate-${s.slot}`}
                    >
                      {t('slots.rotate')}
                    </Button>
                  ) : null}
                  {s.canRotate ? (
                    <Tooltip title={s.isLastKey ? t('slots.lastKey') : undefined}>
                      <Button
                        size="small"
                        danger
                        disabled={!s.canRemove || busy}
                        onClick={() => confirmRemove(s.slot)}
                        data-testid={`key-remove-${s.slot}`}
                      >
                        {t('slots.remove')}
                      </Button>
                    </Tooltip>
                  ) : null}
                </Space>
              ),
            },
          ]}
          data-testid="key-slots-table"
        />
      </Space>
    );
  }

  return (
    <Card size="small" title={t('slots.title')} data-testid="api-key-slots">
      {body}
      <NewKeyModal apiKey={shown} onClose={() => setShown(null)} testIdPrefix="new-key" />
    </Card>
  );
}
