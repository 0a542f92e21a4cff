import { Button, Empty, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useListedAssets, useRequestRelation } from '../api/app-relations';
import { relationPaths } from '../paths';
import { RelateFields, type RelateForm } from './relate-fields';

/**
 * dev/addData: relates a listed data asset to the application on a full page (the relate modal's fields), then
 * returns to the application's relations (dev/dataLinkSelect). With no listed asset at all it says so.
 */
export function AddDataForm({ itemId }: { itemId: string }) {
  const { t } = useTranslation(['appRelations', 'common']);
  const navigate = useNavigate();
  const request = useRequestRelation();
  const anyListed = useListedAssets('');
  const [form] = Form.useForm<RelateForm>();
  if (anyListed.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (anyListed.data?.total === 0) {
    return (
      <Empty description={t('addData.noListed')} data-testid="add-data-empty">
        <Link to={relationPaths.listedAssets}>
          <Button>{t('addData.browse')}</Button>
        </Link>
      </Empty>
    );
  }

  const handleSubmit = async (values: RelateForm) => {
    try {
      await request.mutateAsync({ ...values, itemId });
      notify.success(t('request.done'));
      navigate(relationPaths.relations(itemId));
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Form<RelateForm>
      form={form}
      layout="vertical"
      initialValues={{ itemId }}
      onFinish={handleSubmit}
      style={{ maxWidth: 640 }}
      data-testid="add-data-form"
    >
      <RelateFields itemId={itemId} />
      <Button type="primary" htmlType="submit" loading={request.isPending} data-testid="add-data-submit">
        {t('addData.submit')}
      </Button>
    </Form>
  );
}
