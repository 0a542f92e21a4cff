import { Alert, Button, Card, Form, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useImproveVersion, useSaveVersion, useVersion, type VersionValues } from '../api';
import { type VersionVariant, versionPaths } from '../paths';
import { VersionFields } from './version-list';

export type VersionFormProps =
  | { mode: 'add'; itemId: string; variant: VersionVariant }
  | { mode: 'improve'; baseId: string; variant: VersionVariant };

/** versionAdd (a new version of a good) and versionImprove (a new version started from an existing one). */
export function VersionForm(props: VersionFormProps) {
  const { t } = useTranslation(['goodsVersions', 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm<VersionValues>();
  const base = useVersion(props.mode === 'improve' ? props.baseId : undefined);
  const saver = useSaveVersion();
  const improver = useImproveVersion();
  const itemId = props.mode === 'add' ? props.itemId : base.data?.itemId;

  if (props.mode === 'improve' && base.isLoading) return <Skeleton active />;
  if (props.mode === 'improve' && (base.isError || !base.data)) {
    return <Alert type="error" showIcon message={errorText(base.error) || t('versions.notFound')} />;
  }

  const handleSubmit = async (values: VersionValues) => {
    const appUrl = values.appUrl || null;
    try {
      if (props.mode === 'add') await saver.mutateAsync({ itemId: props.itemId, ...values, appUrl });
      else await improver.mutateAsync({ baseId: props.baseId, ...values, appUrl });
      notify.success(t('versions.done'));
      if (itemId) navigate(versionPaths.list(props.variant, itemId));
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  const initial =
    props.mode === 'improve' && base.data
      ? { description: base.data.description, appUrl: base.data.appUrl ?? undefined }
      : undefined;

  return (
    <Card
      title={
        props.mode === 'add'
          ? t('versions.addTitle')
          : t('versions.improveTitle', { version: base.data?.versionNo, name: base.data?.itemName })
      }
    >
      <Form<VersionValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={initial}
        onFinish={(values) => void handleSubmit(values)}
      >
        <VersionFields withAppUrl={props.variant === 'dev'} />
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={saver.isPending || improver.isPending}
            data-testid="version-save"
          >
            {t('common:actions.save')}
          </Button>
          <Button
            onClick={() => (itemId ? navigate(versionPaths.list(props.variant, itemId)) : navigate(-1))}
          >
            {t('common:actions.back')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
