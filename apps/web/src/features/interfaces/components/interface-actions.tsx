import type { interfaces } from '@datamall/contract';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useDeleteInterface } from '../api';
import { type InterfaceVariant, interfacePaths } from '../paths';

export interface InterfaceActionsProps {
  row: interfaces.ItemInterface;
  variant: InterfaceVariant;
  /** Edit and delete (the owner, while the good may be edited); else the edit page opens read-only. */
  canChange: boolean;
  /** The test page (the owner). */
  canTest: boolean;
  /** Test id prefix of the edit/view button (the id of the row follows). */
  openTestId: string;
  onDeleted?: () => void;
}

/** The actions of an interface row: edit or view, test, delete after a confirmation. */
export function InterfaceActions({
  row,
  variant,
  canChange,
  canTest,
  openTestId,
  onDeleted,
}: InterfaceActionsProps) {
  const { t } = useTranslation(['interfaces', 'common']);
  const navigate = useNavigate();
  const remover = useDeleteInterface();

  const handleDelete = () =>
    notify.confirm({
      title: t('panel.deleteTitle', { name: row.name }),
      content: t('panel.deleteContent'),
      okText: t('panel.delete'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'confirm-interface-delete',
      onOk: () =>
        remover
          .mutateAsync(row.id)
          .then(() => {
            notify.success(t('panel.deleted'));
            onDeleted?.();
          })
          .catch((error: unknown) => {
            const text = errorText(error);
            if (text) notify.error(text);
          }),
    });

  return (
    <Space size={0} wrap>
      <Button
        type="link"
        size="small"
        onClick={() => navigate(interfacePaths.edit(variant, row.id))}
        data-testid={`${openTestId}-${row.id}`}
      >
        {canChange ? t('common:actions.edit') : t('panel.view')}
      </Button>
      {canTest ? (
        <Button
          type="link"
          size="small"
          onClick={() => navigate(interfacePaths.test(row.id, variant))}
          data-testid={`interface-test-${row.id}`}
        >
          {t('list.test')}
        </Button>
      ) : null}
      {canChange ? (
        <Button
          type="link"
          size="small"
          danger
          onClick={handleDelete}
          data-testid={`interface-delete-${row.id}`}
        >
          {t('panel.delete')}
        </Button>
      ) : null}
    </Space>
  );
}
