import { endpoints, type goods } from '@datamall/contract';
import { App, type ButtonProps, Input, List, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { checkItemOff, useDeleteItem, useItemStatusChange, useItemUp } from '../api/items';
import type { GoodsVariant } from '../paths';

type Target = Pick<goods.Item, 'id' | 'name'>;

/** Blockers a refusal carries (GOODS_OFF_BLOCKED answers them in `data.blockers`). */
function blockersOf(error: unknown): goods.ItemOffBlocker[] {
  if (!isApiError(error)) return [];
  const data = error.data as { blockers?: unknown } | null | undefined;
  return Array.isArray(data?.blockers) ? (data.blockers as goods.ItemOffBlocker[]) : [];
}

function BlockerList({ blockers }: { blockers: goods.ItemOffBlocker[] }) {
  const { t } = useTranslation('goods');
  return (
    <List
      size="small"
      bordered
      style={{ marginTop: 8, maxHeight: 240, overflow: 'auto' }}
      dataSource={blockers}
      data-testid="off-blockers"
      renderItem={(b) => (
        <List.Item>
          <Typography.Text strong>{b.name}</Typography.Text>
          <Typography.Text type="secondary">
            {t(`offBlockers.${b.kind}`, { defaultValue: b.status })}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}

/**
 * Status changes of a good, each behind a confirmation: submit for listing (enable review), list, delist,
 * disable (review), delete (review). Taking a good off first asks checkItemOff and shows what blocks it; a
 * refusal of the server (409 illegal state, blockers, no SKU on sale...) is shown in a dialog with its reason.
 */
export function useItemActions(variant: Pick<GoodsVariant, 'statusCall' | 'key'>) {
  const { t } = useTranslation(['goods', 'common']);
  const { modal } = App.useApp();
  const status = useItemStatusChange();
  const up = useItemUp();
  const remover = useDeleteItem();
  const isDeveloper = variant.key === 'developer' || variant.key === 'developerApi';

  const refused = (title: string, error: unknown) => {
    const text = errorText(error);
    if (!text) return;
    const blockers = blockersOf(error);
    modal.error({
      title,
      width: 520,
      content: (
        <div data-testid="action-refused">
          <div>{text}</div>
          {blockers.length ? <BlockerList blockers={blockers} /> : null}
        </div>
      ),
      okText: t('common:actions.ok'),
    });
  };

  const withComment = (intro: ReactNode, placeholder: string, onChange: (v: string) => void) => (
    <div>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Input.TextArea
        rows={3}
        maxLength={zodMaxLength(endpoints.goods.statusChange, 'comment')}
        showCount
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        data-testid="action-comment"
      />
    </div>
  );

  const run = (item: Target, action: goods.ItemAction, comment: string, onDone?: () => void) => {
    const call =
      isDeveloper && (action === 'enable' || action === 'list')
        ? up.mutateAsync({ id: item.id, comment })
        : status.mutateAsync({ id: item.id, action, comment, call: variant.statusCall });
    return call
      .then(() => {
        notify.success(t(`actions.${action}Done`));
        onDone?.();
      })
      .catch((error: unknown) => refused(t(`actions.${action}Refused`), error));
  };

  /** enable: starts the goods-enable review; approval lists the good. */
  const enable = (item: Target, onDone?: () => void) => {
    let comment = '';
    modal.confirm({
      title: t('actions.enableTitle', { name: item.name }),
      width: 520,
      content: withComment(t('actions.enableContent'), t('actions.commentPlaceholder'), (v) => {
        comment = v;
      }),
      okText: t('actions.enable'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { 'data-testid': 'confirm-enable' } as ButtonProps,
      onOk: () => run(item, 'enable', comment, onDone),
    });
  };

  const list = (item: Target, onDone?: () => void) =>
    notify.confirm({
      title: t('actions.listTitle', { name: item.name }),
      content: t('actions.listContent'),
      okText: t('actions.list'),
      cancelText: t('common:actions.cancel'),
      okTestId: 'confirm-list',
      onOk: () => run(item, 'list', '', onDone),
    });

  /** delist or disable: what blocks taking it off comes first; without blockers, confirm. */
  const takeOff = async (item: Target, action: 'delist' | 'disable', onDone?: () => void) => {
    let check: Awaited<ReturnType<typeof checkItemOff>>;
    try {
      check = await checkItemOff(item.id);
    } catch (error) {
      refused(t(`actions.${action}Refused`), error);
      return;
    }
    if (!check.canOff) {
      modal.error({
        title: t('actions.offBlockedTitle', { name: item.name }),
        width: 520,
        content: (
          <div data-testid="action-refused">
            <div>{t('actions.offBlockedContent', { count: check.blockers.length })}</div>
            <BlockerList blockers={check.blockers} />
          </div>
        ),
        okText: t('common:actions.ok'),
      });
      return;
    }
    let comment = '';
    modal.confirm({
      title: t(`actions.${action}Title`, { name: item.name }),
      width: 520,
      content:
        action === 'disable'
          ? withComment(t('actions.disableContent'), t('actions.commentPlaceholder'), (v) => {
              comment = v;
            })
          : t('actions.delistContent'),
      okText: t(`actions.${action}`),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger: true, 'data-testid': `confirm-${action}` } as ButtonProps,
      onOk: () => run(item, action, comment, onDone),
    });
  };

  const remove = (item: Target, onDone?: () => void) =>
    notify.confirm({
      title: t('actions.deleteTitle', { name: item.name }),
      content: t('actions.deleteContent'),
      okText: t('actions.delete'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'confirm-delete',
      onOk: () =>
        remover
          .mutateAsync(item.id)
          .then(() => {
            notify.success(t('actions.deleteDone'));
            onDone?.();
          })
          .catch((error: unknown) => refused(t('actions.deleteRefused'), error)),
    });

  const perform = (item: Target, action: goods.ItemAction, onDone?: () => void) => {
    if (action === 'enable') enable(item, onDone);
    else if (action === 'list') list(item, onDone);
    else void takeOff(item, action, onDone);
  };

  return {
    perform,
    remove,
    pending: status.isPending || up.isPending || remover.isPending,
  };
}
