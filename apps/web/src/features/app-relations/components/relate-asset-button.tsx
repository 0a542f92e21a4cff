import { LinkOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { useListedAssets, useRequestRelation } from '../api/app-relations';

interface RelateForm {
  sourceId: string;
  purpose: string;
}

/** Developer: relates the application to a listed data asset (the asset's supplier then decides). */
export function RelateAssetButton({ itemId, onDone }: { itemId: string; onDone: () => void }) {
  const { t } = useTranslation('appRelations');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const name = useDebouncedValue(text, 300);
  const assets = useListedAssets(name);
  const request = useRequestRelation();

  return (
    <>
      <Button type="primary" icon={<LinkOutlined />} onClick={() => setOpen(true)} data-testid="relation-add">
        {t('request.button')}
      </Button>
      {open ? (
        <FormModal<RelateForm>
          title={t('request.title')}
          okTestId="relation-add-ok"
          onClose={() => setOpen(false)}
          onSubmit={async (values) => {
            await request.mutateAsync({ itemId, ...values });
            notify.success(t('request.done'));
            onDone();
          }}
        >
          {() => (
            <>
              <Typography.Paragraph type="secondary">{t('request.intro')}</Typography.Paragraph>
              <Form.Item
                name="sourceId"
                label={t('fields.asset')}
                rules={[{ required: true, message: t('request.assetRequired') }]}
              >
                <Select
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
