import { type assets, endpoints } from '@datamall/contract';
import { App, type ButtonProps, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useDeleteSources, useUpdateSourceStatus } from '../api/sources';

type Source = Pick<assets.DataSource, 'id' | 'name'>;

/**
 * Submit for review, disable, enable and delete, each behind a confirmation. A refusal of the server
 * (409 illegal state, asset in use...) is shown in a dialog with the server's reason, not a passing toast.
 */
export function useSourceActions() {
  const { t } = useTranslation(['assets', 'common']);
  const { modal } = App.useApp();
  const status = useUpdateSourceStatus();
  const remover = useDeleteSources();

  const refused = (title: string, error: unknown) => {
    const text = errorText(error);
    if (!text) return;
    modal.error({
      title,
      content: <div data-testid="action-refused">{text}</div>,
      okText: t('common:actions.ok'),
    });
  };

  const submit = (source: Source, onDone?: () => void) => {
    let comment = '';
    modal.confirm({
      title: t('actions.submitTitle', { name: source.name }),
      width: 520,
      content: (
        <div>
          <Typography.Paragraph type="secondary">{t('actions.submitContent')}</Typography.Paragraph>
          <Input.TextArea
            rows={3}
            maxLength={zodMaxLength(endpoints.assets.updateStatus, 'comment')}
            showCount
            placeholder={t('actions.submitComment')}
            onChange={(event) => {
              comment = event.target.value;
            }}
            data-testid="submit-comment"
          />
        </div>
      ),
      okText: t('actions.submit'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { 'data-testid': 'confirm-submit' } as ButtonProps,
      onOk: () =>
        status
          .mutateAsync({ id: source.id, action: 'submit', comment })
          .then(() => {
            notify.success(t('actions.submitted'));
            onDone?.();
          })
          .catch((error: unknown) => refused(t('actions.submitRefused'), error)),
    });
  };

  const change = (source: Source, action: 'disable' | 'enable', onDone?: () => void) =>
    notify.confirm({
      title: t(`actions.${action}Title`, { name: source.name }),
      content: t(`actions.${action}Content`),
      okText: t(`actions.${action}`),
      cancelText: t('common:actions.cancel'),
      danger: action === 'disable',
      okTestId: `confirm-${action}`,
      onOk: () =>
        status
          .mutateAsync({ id: source.id, action })
          .then(() => {
            notify.success(t('actions.done'));
            onDone?.();
          })
          .catch((error: unknown) => refused(t('actions.refused'), error)),
    });

  const remove = (source: Source, onDone?: () => void) =>
    notify.confirm({
      title: t('actions.deleteTitle', { name: source.name }),
      content: t('actions.deleteContent'),
      okText: t('actions.delete'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'confirm-delete',
      onOk: () =>
        remover
          .mutateAsync([source.id])
          .then(() => {
            notify.success(t('actions.deleted'));
            onDone?.();
          })
          .catch((error: unknown) => refused(t('actions.deleteRefused'), error)),
    });

  return {
    submit,
    disable: (source: Source, onDone?: () => void) => change(source, 'disable', onDone),
    enable: (source: Source, onDone?: () => void) => change(source, 'enable', onDone),
    remove,
    pending: status.isPending || remover.isPending,
  };
}
