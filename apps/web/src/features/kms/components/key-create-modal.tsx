import { enumLabel, KMS_ALGORITHMS, KMS_PURPOSES, kms } from '@datamall/contract';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { ZodInput, ZodTextArea } from '../../../shared/ui/form-fields/zod-fields';
import { FormModal } from '../../../shared/ui/form-modal';
import { useUpdateKeys } from '../api/keys';

interface CreateValues {
  name: string;
  algorithm: (typeof KMS_ALGORITHMS)[number];
  purpose: (typeof KMS_PURPOSES)[number];
  description?: string;
}

/** A new computing key: name, algorithm, purpose; version 1 is made on the server. */
export function KeyCreateModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('kms');
  const locale = useLocale();
  const zod = useZodRules(kms.zCreateKey);
  const update = useUpdateKeys();
  const options = (dict: 'kms_algorithm' | 'kms_purpose', values: readonly string[]) =>
    values.map((value) => ({ value, label: enumLabel(dict, value, locale) }));

  return (
    <FormModal<CreateValues>
      title={t('create.title')}
      initialValues={{ algorithm: 'SM4', purpose: 'general' }}
      okText={t('create.ok')}
      okTestId="kms-create-ok"
      onClose={onClose}
      onSubmit={async (values) => {
        const detail = await update.mutateAsync({ action: 'create', ...values });
        notify.success(t('create.done', { name: detail.key.name }));
        onCreated(detail.key.id);
      }}
    >
      {() => (
        <>
          <ZodInput
            zod={zod}
            name="name"
            label={t('fields.name')}
            extra={t('create.nameHint')}
            data-testid="kms-create-name"
          />
          <Form.Item name="algorithm" label={t('fields.algorithm')} rules={[{ required: true }]}>
            <Select options={options('kms_algorithm', KMS_ALGORITHMS)} data-testid="kms-create-algorithm" />
          </Form.Item>
          <Form.Item name="purpose" label={t('fields.purpose')} rules={[{ required: true }]}>
            <Select options={options('kms_purpose', KMS_PURPOSES)} data-testid="kms-create-purpose" />
          </Form.Item>
          <ZodTextArea zod={zod} name="description" label={t('fields.description')} rows={2} />
        </>
      )}
    </FormModal>
  );
}
