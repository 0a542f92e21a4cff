import { goodsVersions } from '@datamall/contract';
import { Alert, Button, Card, Form, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { ZodInput, ZodTextArea } from '../../../shared/ui/form-fields/zod-fields';
import { useAddCase, useCase, useCaseUpdateVersion, useDeployableVersions } from '../api';
import { versionPaths } from '../paths';

export type CaseFormProps = { mode: 'add'; itemId: string } | { mode: 'updateVersion'; id: string };

interface CaseValues {
  name: string;
  versionId: string;
  description: string;
}

/** caseAdd (a new use case of a version) and caseUpdateVersion (move a case to another version). */
export function CaseForm(props: CaseFormProps) {
  const { t } = useTranslation(['goodsVersions', 'common']);
  const f = useZodRules(goodsVersions.caseAdd);
  const navigate = useNavigate();
  const [form] = Form.useForm<CaseValues>();
  const existing = useCase(props.mode === 'updateVersion' ? props.id : undefined);
  const itemId = props.mode === 'add' ? props.itemId : existing.data?.itemId;
  const versions = useDeployableVersions(itemId);
  const adder = useAddCase();
  const mover = useCaseUpdateVersion();

  if (props.mode === 'updateVersion' && existing.isLoading) return <Skeleton active />;
  if (props.mode === 'updateVersion' && (existing.isError || !existing.data)) {
    return <Alert type="error" showIcon message={errorText(existing.error) || t('cases.notFound')} />;
  }
  const back = () => (itemId ? navigate(versionPaths.cases(itemId)) : navigate(-1));

  const handleSubmit = async (values: CaseValues) => {
    try {
      if (props.mode === 'add')
        await adder.mutateAsync({ itemId: props.itemId, ...values, description: values.description ?? '' });
      else await mover.mutateAsync({ id: props.id, versionId: values.versionId });
      notify.success(t('cases.done'));
      back();
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  const options = (versions.data ?? [])
    .filter((v) => props.mode === 'add' || v.id !== existing.data?.versionId)
    .map((v) => ({ value: v.id, label: v.versionNo }));

  return (
    <Card
      title={
        props.mode === 'add'
          ? t('cases.addTitle')
          : t('cases.updateVersionTitle', { name: existing.data?.name })
      }
    >
      {props.mode === 'updateVersion' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('cases.updateVersionHint', { version: existing.data?.versionNo })}
        />
      )}
      <Form<CaseValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        onFinish={(v) => void handleSubmit(v)}
      >
        {props.mode === 'add' && <ZodInput zod={f} name="name" label={t('cases.fields.name')} />}
        <Form.Item
          name="versionId"
          label={t('cases.fields.version')}
          rules={f.rules('versionId', t('cases.fields.version'))}
        >
          <Select
            options={options}
            loading={versions.isLoading}
            notFoundContent={t('cases.noVersion')}
            data-testid="case-version"
          />
        </Form.Item>
        {props.mode === 'add' && (
          <ZodTextArea zod={f} name="description" label={t('cases.fields.description')} rows={4} showCount />
        )}
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={adder.isPending || mover.isPending}
            data-testid="case-save"
          >
            {t('common:actions.save')}
          </Button>
          <Button onClick={back}>{t('common:actions.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
