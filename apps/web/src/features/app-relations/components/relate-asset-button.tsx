import { LinkOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { useListedAssets, useMyApplications, useRequestRelation } from '../api/app-relations';

interface RelateForm {
  itemId: string;
  sourceId: string;
  purpose: string;
}

export interface RelateAssetButtonProps {
  /** The application (its related-data tab); else the developer picks one. */
  itemId?: string;
  /** The asset (the asset's page); else the developer picks one. */
  sourceId?: string;
  onDone?: () => void;
  size?: 'small' | 'middle';
}

/** Picker of one of the developer's data applications, searched by name. */
function ApplicationSelect(props: { value?: string; onChange?: (v: string) => void }) {
  const { t } = useTranslation('appRelations');
  const [text, setText] = useState('');
  const apps = useMyApplications(useDebouncedValue(text, 300), true);
  return (
    <Select
      {...props}
      showSearch
      filterOption={false}
      onSearch={setText}
      loading={apps.isFetching}
      placeholder={t('request.appPlaceholder')}
      notFoundContent={apps.isFetching ? t('request.searching') : t('request.noApps')}
      options={(apps.data?.list ?? []).map((a) => ({ value: a.id, label: a.name }))}
      data-testid="relation-app"
    />
  );
}

/** Picker of a listed data asset, searched by name, with its supplier. */
function AssetSelect(props: { value?: string; onChange?: (v: string) => void }) {
  const { t } = useTranslation('appRelations');
  const [text, setText] = useState('');
  const assets = useListedAssets(useDebouncedValue(text, 300));
  return (
    <Select
      {...props}
      showSearch
      filterOption={false}
      onSearch={setText}
      loading={assets.isFetching}
      placeholder={t('request.assetPlaceholder')}
      notFoundContent={assets.isFetching ? t('request.searching') : t('request.noAssets')}
      options={(assets.data?.list ?? []).map((a) => ({
        value: a.id,
        label: (
          <Space size={4}>
            <span>{a.name}</span>
            <Typography.Text type="secondary">· {a.ownerName}</Typography.Text>
          </Space>
        ),
      }))}
      data-testid="relation-asset"
    />
  );
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
              <Form.Item
                name="itemId"
                label={t('fields.application')}
                hidden={Boolean(itemId)}
                rules={[{ required: true, message: t('request.appRequired') }]}
              >
                <ApplicationSelect />
              </Form.Item>
              <Form.Item
                name="sourceId"
                label={t('fields.asset')}
                hidden={Boolean(sourceId)}
                rules={[{ required: true, message: t('request.assetRequired') }]}
              >
                <AssetSelect />
              </Form.Item>
              <Form.Item
                name="purpose"
                label={t('fields.purpose')}
                rules={[
                  { required: true, whitespace: true, message: t('request.purposeRequired') },
                  { min: 2, message: t('request.purposeRequired') },
                  { max: 500 },
                ]}
              >
                <Input.TextArea
                  rows={3}
                  showCount
                  maxLength={500}
                  placeholder={t('request.purposePlaceholder')}
                  data-testid="relation-purpose"
                />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
    </>
  );
}
