import { LinkOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { useRequestRelation } from '../api/app-relations';
import { RelateFields, type RelateForm } from './relate-fields';

export interface RelateAssetButtonProps {
  /** The application (its related-data tab); else the developer picks one. */
  itemId?: string;
  /** The asset (the asset's page); else the developer picks one. */
  sourceId?: string;
  onDone?: () => void;
  size?: 'small' | 'middle';
}

/** Developer: relates a data application to a listed data asset (the asset's supplier then decides). */
export function RelateAssetButton({ itemId, sourceId, onDone, size }: RelateAssetButtonProps) {
  const { t } = useTranslation('appRelations');
  const [open, setOpen] = useState(false);
  const request = useRequestRelation();

  return (
    <>
      <Button
        type={size === 'small' ? 'link' : 'primary'}
        size={size}
        icon={size === 'small' ? undefined : <LinkOutlined />}
        onClick={() => setOpen(true)}
        data-testid={sourceId ? `relation-add-${sourceId}` : 'relation-add'}
      >
        {t(itemId ? 'request.button' : 'request.toApp')}
      </Button>
      {open ? (
        <FormModal<RelateForm>
          title={t(itemId ? 'request.title' : 'request.toAppTitle')}
          initialValues={{ itemId, sourceId }}
          okTestId="relation-add-ok"
          onClose={() => setOpen(false)}
          onSubmit={async (values) => {
            await request.mutateAsync(values);
            notify.success(t('request.done'));
            onDone?.();
          }}
        >
          {() => (
            <>
              <Typography.Paragraph type="secondary">{t('request.intro')}</Typography.Paragraph>
              <RelateFields itemId={itemId} sourceId={sourceId} />
            </>
          )}
        </FormModal>
      ) : null}
    </>
  );
}
